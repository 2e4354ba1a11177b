import FanCalendar
import FanCalendarApp

extension Context {
    /// The limits of feed and sync requests: `FANCAL_HTTP_TIMEOUT` (seconds, default 30) and
    /// `FANCAL_HTTP_MAX_BYTES` (default 32 MiB); the certificates to trust from `CURL_CA_BUNDLE`,
    /// `SSL_CERT_FILE` and `SSL_CERT_DIR`, as the curl tool reads them.
    func networkSettings() throws(CLIError) -> NetworkSettings {
        var settings = NetworkSettings(home: environment["HOME"], userAgent: "fancal/\(FanCalendarCLI.version)")
        if let text = environment["FANCAL_HTTP_TIMEOUT"], !text.isEmpty {
            guard let seconds = Int(text), seconds > 0 else {
                throw .invalidInput(ErrorText.badSetting("FANCAL_HTTP_TIMEOUT", text, unit: .seconds))
            }
            settings.timeoutSeconds = seconds
        }
        if let text = environment["FANCAL_HTTP_MAX_BYTES"], !text.isEmpty {
            guard let bytes = Int(text), bytes > 0 else {
                throw .invalidInput(ErrorText.badSetting("FANCAL_HTTP_MAX_BYTES", text, unit: .bytes))
            }
            settings.maximumBytes = bytes
        }
        settings.caFile = [environment["CURL_CA_BUNDLE"], environment["SSL_CERT_FILE"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        settings.caFolder = environment["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        return settings
    }

    /// `YYYY-MM-DD HH:MM` in the home zone.
    func localTime(_ instant: Int64) -> String {
        let (date, time) = ZonedDateTime(instant: instant, zone: homeZone).local()
        return "\(date) \(time.description.prefix(5))"
    }
}
