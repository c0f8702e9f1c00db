#include "lambs/LambsGeometry.h"

#include <array>
#include <cstddef>

namespace LambsGeometry {
namespace {

// Heights of the rows (the apex at 0): more room near the apex, where the lines are close.
constexpr std::array<qreal, 4> kRowY = {0.40, 0.61, 0.81, 1.0};
// Where the four apex lines meet the base row.
constexpr std::array<qreal, 4> kBaseX = {0.1, 0.367, 0.633, 0.9};
constexpr qreal kApexX = 0.5;
// The side rectangle's verticals.
constexpr qreal kLeftX = 0.0, kRightX = 1.0;

QPointF onApexLine(int line, int row) {
    const qreal y = kRowY[static_cast<std::size_t>(row)];
    return {kApexX + (kBaseX[static_cast<std::size_t>(line)] - kApexX) * y / kRowY[3], y};
}

}  // namespace

QPointF unitPosition(bagh::games::Point p) {
    if (p == 0) return {kApexX, 0.0};
    if (p >= 19) return onApexLine(p - 19, 3);
    const int row = (p - 1) / 6;  // rows 1-6, 7-12, 13-18
    const int col = (p - 1) % 6;
    if (col == 0) return {kLeftX, kRowY[static_cast<std::size_t>(row)]};
    if (col == 5) return {kRightX, kRowY[static_cast<std::size_t>(row)]};
    return onApexLine(col - 1, row);
}

}  // namespace LambsGeometry
