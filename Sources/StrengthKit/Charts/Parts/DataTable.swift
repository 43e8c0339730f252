/// The HTML table that gives a chart's numbers to screen readers and to anyone who wants them.
enum DataTable {
    /// A `<table class="chart-data">` with a caption, column headers and one row per entry; the
    /// first cell of each row is its header. Everything is escaped here.
    static func html(caption: String, headers: [String], rows: [[String]]) -> String {
        var out = "<table class=\"chart-data\"><caption>\(Markup.escape(caption))</caption><thead><tr>"
        for header in headers { out += "<th scope=\"col\">\(Markup.escape(header))</th>" }
        out += "</tr></thead><tbody>"
        if rows.isEmpty {
            out += "<tr><td colspan=\"\(max(headers.count, 1))\">\(ChartFrame.noData)</td></tr>"
        }
        for row in rows {
            out += "<tr>"
            for (index, cell) in row.enumerated() {
                out += index == 0 ? "<th scope=\"row\">\(Markup.escape(cell))</th>" : "<td>\(Markup.escape(cell))</td>"
            }
            out += "</tr>"
        }
        return out + "</tbody></table>"
    }
}
