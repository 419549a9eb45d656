internal import CPangoCairo
import Foundation

/// An RGB colour, each channel 0...1.
public struct RGB: Sendable, Equatable {
    public var r: Double, g: Double, b: Double
    public init(_ r: Double, _ g: Double, _ b: Double) { (self.r, self.g, self.b) = (r, g, b) }
    /// `RGB(hex: 0x1F77B4)`.
    public init(hex: UInt32) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    /// A muted, print-friendly palette for chart series.
    public static let palette: [RGB] = [
        0x2E5C8A, 0xE07B39, 0x3A9A6A, 0xC2414B, 0x7D5BA6, 0xC9A227, 0x4BA3C3, 0x8C6D46,
        0xD17AA5, 0x6B7B8C,
    ].map { RGB(hex: $0) }
    public static let income = RGB(hex: 0x3A9A6A)
    public static let expense = RGB(hex: 0xC2414B)
    public static let accent = RGB(hex: 0x2E5C8A)
    public static let accentLight = RGB(hex: 0xE8EFF6)
    public static let warningLight = RGB(hex: 0xFFF4D6)
}

/// One value of a chart, in cents (only the ratio matters for drawing).
public struct ChartValue: Sendable, Equatable {
    public var label: String
    public var cents: Int64
    public init(label: String, cents: Int64) { self.label = label; self.cents = cents }
}

extension PDFDocument {
    /// Fills a rectangle with a colour (no stroke).
    public func fill(x: Double, y: Double, width: Double, height: Double, color: RGB) {
        cairo_set_source_rgb(cr, color.r, color.g, color.b)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// A donut of `values` (non-positive ones skipped) centred at (`cx`, `cy`), with a legend at
    /// `legendX` listing each slice, its amount text and share (`shareText` of whole percent).
    /// Returns the height used.
    @discardableResult
    public func donutChart(
        _ values: [ChartValue], amountText: (Int64) -> String, shareText: (Int) -> String = { "\($0) %" },
        cx: Double, cy: Double, radius: Double, legendX: Double, legendWidth: Double
    ) -> Double {
        let slices = values.filter { $0.cents > 0 }
        let total = slices.reduce(0) { $0 + Double($1.cents) }
        guard total > 0 else { return 0 }
        var angle = -Double.pi / 2
        for (i, slice) in slices.enumerated() {
            let sweep = Double(slice.cents) / total * 2 * Double.pi
            let color = RGB.palette[i % RGB.palette.count]
            cairo_set_source_rgb(cr, color.r, color.g, color.b)
            cairo_move_to(cr, cx, cy)
            cairo_arc(cr, cx, cy, radius, angle, angle + sweep)
            cairo_close_path(cr)
            cairo_fill(cr)
            angle += sweep
        }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_arc(cr, cx, cy, radius * 0.55, 0, 2 * Double.pi)
        cairo_fill(cr)
        var y = cy - radius
        for (i, slice) in slices.enumerated() {
            fill(x: legendX, y: y + 2, width: 9, height: 9, color: RGB.palette[i % RGB.palette.count])
            let share = Int((Double(slice.cents) / total * 100).rounded())
            text(slice.label, x: legendX + 14, y: y, width: legendWidth * 0.55, font: "DejaVu Sans 8.5")
            text(
                "\(amountText(slice.cents))  \(shareText(share))", x: legendX + 14 + legendWidth * 0.55, y: y,
                width: legendWidth * 0.45 - 14, font: "DejaVu Sans 8.5", alignment: .right)
            y += 13
        }
        return max(2 * radius, y - (cy - radius))
    }

    /// Paired vertical bars (income and expenses) per label, with a zero line, gridlines and a legend.
    /// Returns the height used.
    @discardableResult
    public func incomeExpenseChart(
        labels: [String], income: [Int64], expenses: [Int64], amountText: (Int64) -> String,
        legend: (income: String, expenses: String) = ("Income", "Expenses"),
        x: Double, y: Double, width: Double, height: Double
    ) -> Double {
        let plotTop = y + 18, plotBottom = y + height - 16, axisWidth = 58.0
        let plotLeft = x + axisWidth, plotWidth = width - axisWidth
        let peak = max(1, (income + expenses).map { abs($0) }.max() ?? 1)
        let scale = Self.niceCeiling(peak)
        // legend
        fill(x: x + width - 150, y: y + 2, width: 9, height: 9, color: .income)
        text(legend.income, x: x + width - 137, y: y, width: 60, font: "DejaVu Sans 8")
        fill(x: x + width - 75, y: y + 2, width: 9, height: 9, color: .expense)
        text(legend.expenses, x: x + width - 62, y: y, width: 62, font: "DejaVu Sans 8")
        for step in 0...4 {
            let value = scale * Int64(step) / 4
            let gy = plotBottom - (plotBottom - plotTop) * Double(step) / 4
            line(x1: plotLeft, y1: gy, x2: plotLeft + plotWidth, y2: gy, lineWidth: 0.3, gray: step == 0 ? 0.3 : 0.82)
            text(amountText(value), x: x, y: gy - 5, width: axisWidth - 6, font: "DejaVu Sans 7", alignment: .right)
        }
        let group = plotWidth / Double(max(1, labels.count))
        let bar = min(22, group * 0.32)
        for (i, label) in labels.enumerated() {
            let gx = plotLeft + group * Double(i) + group / 2
            for (j, (value, color)) in [(income[i], RGB.income), (expenses[i], RGB.expense)].enumerated() {
                let h = (plotBottom - plotTop) * Double(max(0, value)) / Double(scale)
                fill(x: gx - bar - 1 + Double(j) * (bar + 2), y: plotBottom - h, width: bar, height: h, color: color)
            }
            text(label, x: gx - group / 2, y: plotBottom + 3, width: group, font: "DejaVu Sans 7.5", alignment: .center)
        }
        return height
    }

    /// The smallest 1/2/2.5/5 × 10^n at or above `value` (at least 100 cents).
    static func niceCeiling(_ value: Int64) -> Int64 {
        var magnitude: Int64 = 100
        while magnitude * 10 <= value { magnitude *= 10 }
        for factor in [10, 20, 25, 50, 100] as [Int64] where magnitude * factor / 10 >= value {
            return magnitude * factor / 10
        }
        return magnitude * 10
    }
}
