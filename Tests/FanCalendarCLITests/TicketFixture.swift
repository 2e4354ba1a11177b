import TestSupport

extension Fancal {
    /// Three tickets with two phases each, as of 2026-11-29 (now is 00:00 that day): one won and
    /// to be paid at a konbini, one won and overdue at the bank, one applying today.
    func addThreeTickets() {
        succeed(["ticket", "add", "Winter live 冬のライブ", "--show", "2026-12-24T18:00", "--artist", "Aoi",
                 "--venue", "東京ドーム"])
        succeed(["ticket", "phase", "1", "FC先行", "--apply", "11/10..11/25", "--result", "11/28 18:00",
                 "--pay-by", "12/1 23:59", "--issue", "12/10..12/24 18:00", "--price", "9000", "--fee", "350",
                 "--method", "konbini"])
        succeed(["ticket", "phase", "1", "一般", "--apply", "12/5..12/8", "--result", "2026-12-10 18:00",
                 "--pay-by", "12/12", "--price", "9,500", "--count", "2", "--fee", "330", "--fee", "220",
                 "--method", "card", "--companion", "Mika"])
        succeed(["ticket", "add", "Spring tour 春ツアー", "--show", "2026-12-03", "--artist", "Stellar☆Nine"])
        succeed(["ticket", "phase", "2", "FC", "--apply", "11/1..11/20", "--result", "11/25 12:00",
                 "--pay-by", "11/28", "--price", "8800", "--method", "bank"])
        succeed(["ticket", "phase", "2", "一般", "--apply", "11/22..11/30", "--result", "12/1 18:00",
                 "--price", "8800"])
        succeed(["ticket", "add", "Fan meeting ファンミ", "--show", "2026-12-01 19:00", "--venue", "Zepp"])
        succeed(["ticket", "phase", "3", "FC", "--apply", "..11/29 12:00", "--price", "6000", "--method", "card"])
        succeed(["ticket", "phase", "3", "オフィシャル", "--apply", "11/20..11/28", "--price", "6500"])
        for step in [["applied", "1", "FC先行"], ["won", "1", "FC先行"], ["applied", "2", "FC"], ["won", "2", "FC"],
                     ["applied", "2", "一般"], ["applied", "3", "オフィシャル"], ["lost", "3"]] {
            succeed(["ticket"] + step)
        }
    }
}
