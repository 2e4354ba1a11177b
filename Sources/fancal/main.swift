import FanCalendarCLI

FanCalendarCLI.main()
