#include "analysis/EvalGraph.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "board/BoardTheme.h"
#include "board/MoveMarks.h"

using namespace bagh;

namespace {
// Estimates fill at most this share of the half-height; the rest is the proven band.
constexpr qreal kEstimateSpan = 0.72;
// Score (Score.h units, about 100 per goat) at which an estimate is drawn 76% of the way out.
constexpr qreal kScale = 400.0;
}  // namespace

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void EvalGraph::record(std::uint64_t key, const EvalPoint& point) {
    values_.insert(key, point);
    update();
}

void EvalGraph::setLine(const std::vector<std::uint64_t>& keys, int currentPly) {
    line_ = keys;
    current_ = currentPly;
    update();
}

void EvalGraph::setTurningPoints(const std::vector<int>& plies) {
    turning_ = plies;
    update();
}

const EvalPoint* EvalGraph::pointAt(int ply) const {
    if (ply < 0 || ply >= static_cast<int>(line_.size())) return nullptr;
    const auto it = values_.constFind(line_[static_cast<std::size_t>(ply)]);
    return it == values_.constEnd() ? nullptr : &*it;
}

QRectF EvalGraph::plotRect() const { return QRectF(rect()).adjusted(4, 6, -4, -6); }

qreal EvalGraph::xOf(int ply) const {
    const QRectF r = plotRect();
    const int span = std::max(10, static_cast<int>(line_.size()) - 1);
    return r.left() + r.width() * ply / span;
}

qreal EvalGraph::yOf(const EvalPoint& p) const {
    const QRectF r = plotRect();
    qreal v;  // -1 (tigers win) .. +1 (goats win)
    if (p.proven) {
        v = p.goatsValue == GameValue::Win ? 0.9 : p.goatsValue == GameValue::Loss ? -0.9 : 0.0;
    } else {
        v = kEstimateSpan * std::tanh(p.goatsScore / kScale);
    }
    return r.center().y() - v * r.height() / 2;
}

namespace {
QFont captionFont(const QFont& base) {
    QFont f = base;
    f.setPixelSize(10);
    return f;
}
}  // namespace

QRectF EvalGraph::markerRect(int ply) const {
    const EvalPoint* e = pointAt(ply);
    if (!e) return {};
    const QPointF at(xOf(ply), yOf(*e));
    return QRectF(at.x() - 4.5, at.y() - 4.5, 9, 9);  // the 7-pixel marker and its pen
}

QRectF EvalGraph::outcomeLabelRect(GameValue forGoats) const {
    const QRectF r = plotRect().adjusted(4, 0, -4, 0);
    const QString text = forGoats == GameValue::Win ? tr("goats win") : tr("tigers win");
    const QSizeF size =
        QFontMetricsF(captionFont(font())).size(Qt::TextSingleLine, text) + QSizeF(1, 0);
    const qreal y = forGoats == GameValue::Win ? r.top() : r.bottom() - size.height();
    const QRectF right(QPointF(r.right() - size.width(), y), size);
    const QRectF left(QPointF(r.left(), y), size);
    const auto covered = [this](const QRectF& box) {
        int markers = 0;
        for (int i = 0; i < static_cast<int>(line_.size()); ++i)
            if (markerRect(i).intersects(box)) ++markers;
        return markers;
    };
    const int onRight = covered(right);
    return onRight > 0 && covered(left) < onRight ? left : right;
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 50));
    p.drawRoundedRect(rect(), 6, 6);
    // Proven bands: the goats' wins above, the tigers' below.
    const qreal band = r.height() / 2 * (1 - kEstimateSpan) * 0.85;
    QColor goats = MoveMarks::valueColor(GameValue::Win),
           tigers = MoveMarks::valueColor(GameValue::Loss);
    goats.setAlpha(45);
    tigers.setAlpha(45);
    p.setBrush(goats);
    p.drawRect(QRectF(r.left(), r.top(), r.width(), band));
    p.setBrush(tigers);
    p.drawRect(QRectF(r.left(), r.bottom() - band, r.width(), band));
    p.setFont(captionFont(font()));
    // The outcomes are text of the scheme's colour (a fixed beige was dim on the light panel),
    // a little softer than the words around the graph except in high contrast (7:1).
    QColor caption = palette().color(QPalette::WindowText);
    if (!BoardTheme::highContrastApplied()) caption.setAlpha(210);
    p.setPen(caption);
    p.drawText(outcomeLabelRect(GameValue::Win), Qt::AlignLeft | Qt::AlignVCenter, tr("goats win"));
    p.drawText(outcomeLabelRect(GameValue::Loss), Qt::AlignLeft | Qt::AlignVCenter,
               tr("tigers win"));
    p.setPen(QPen(QColor(230, 210, 180, 70), 1, Qt::DashLine));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));

    // The shown ply.
    if (current_ >= 0 && current_ < static_cast<int>(line_.size())) {
        p.setPen(QPen(QColor(255, 214, 92, 160), 1.5));
        p.drawLine(QPointF(xOf(current_), r.top()), QPointF(xOf(current_), r.bottom()));
    }
    // The turning points: a line down the plot and a triangle at its top, in the colour of a
    // loss, under the curve so its markers stay readable.
    const QColor turn = MoveMarks::valueColor(GameValue::Loss);
    for (const int ply : turning_) {
        if (ply < 1 || ply >= static_cast<int>(line_.size())) continue;
        const qreal x = xOf(ply);
        p.setPen(QPen(turn, 1.5));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
        p.setPen(Qt::NoPen);
        p.setBrush(turn);
        p.drawPolygon(QPolygonF(
            {QPointF(x - 5, r.top() - 5), QPointF(x + 5, r.top() - 5), QPointF(x, r.top() + 4)}));
    }
    // The curve through every known ply, then the markers.
    QPainterPath curve;
    bool open = false;
    for (int i = 0; i < static_cast<int>(line_.size()); ++i) {
        const EvalPoint* e = pointAt(i);
        if (!e) {
            open = false;
            continue;
        }
        const QPointF at(xOf(i), yOf(*e));
        if (open)
            curve.lineTo(at);
        else
            curve.moveTo(at);
        open = true;
    }
    p.setPen(QPen(QColor(239, 226, 204, 170), 1.6));
    p.setBrush(Qt::NoBrush);
    p.drawPath(curve);
    for (int i = 0; i < static_cast<int>(line_.size()); ++i) {
        const EvalPoint* e = pointAt(i);
        if (!e) continue;
        const QPointF at(xOf(i), yOf(*e));
        const GameValue forGoats = e->proven ? e->goatsValue : GameValue::Draw;
        const QColor c = e->proven ? MoveMarks::valueColor(forGoats) : QColor(239, 226, 204);
        if (e->proven) {
            p.setPen(QPen(c.darker(160), 1));
            p.setBrush(c);
            p.drawRect(QRectF(at.x() - 3.5, at.y() - 3.5, 7, 7));
        } else {
            p.setPen(QPen(c, 1.4));
            p.setBrush(QColor(40, 28, 18));
            p.drawEllipse(at, 2.8, 2.8);
        }
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (line_.empty()) return;
    int best = 0;
    for (int i = 1; i < static_cast<int>(line_.size()); ++i)
        if (std::abs(xOf(i) - event->position().x()) < std::abs(xOf(best) - event->position().x()))
            best = i;
    emit plyClicked(best);
}
