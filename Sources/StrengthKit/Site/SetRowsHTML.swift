/// The `<tr>` rows of a workout's set table, built directly: a workout page has dozens of rows and
/// rendering each through Mustache was half the time of a 5,000-page build. The markup matches what
/// the default theme's `{{#sets}}` loop would produce; a theme can still loop over `sets` itself.
enum SetRowsHTML {
    static func render(_ rows: [WorkoutPage.SetRow], badgeSpan: Int) -> String {
        var html = ""
        html.reserveCapacity(rows.count * 120)
        for row in rows {
            html += "<tr class=\"set-\(row.kindClass)\"><td>\(row.number)</td><td>\(Markup.escape(row.kind))</td>"
            for cell in row.cells { html += "<td>\(Markup.escape(cell))</td>" }
            html += "</tr>\n"
            if !row.badges.isEmpty {
                html += "<tr class=\"set-records\"><td></td><td colspan=\"\(badgeSpan)\">"
                for badge in row.badges { html += "<span class=\"badge\">\(Markup.escape(badge))</span> " }
                html += "</td></tr>\n"
            }
        }
        return html
    }
}
