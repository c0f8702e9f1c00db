#include "Contrast.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QTextBrowser>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace apptest {

double luminance(const QColor& c) {
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor over(const QColor& top, const QColor& under) {
    const double a = top.alphaF();
    return QColor::fromRgbF(top.redF() * a + under.redF() * (1 - a),
                            top.greenF() * a + under.greenF() * (1 - a),
                            top.blueF() * a + under.blueF() * (1 - a));
}

QColor dominantColour(const QImage& image, const QRect& rect) {
    QHash<int, int> counts;
    QHash<int, QRgb> sample;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb p = image.pixel(x, y);
            const int bin = (qRed(p) >> 4) << 8 | (qGreen(p) >> 4) << 4 | (qBlue(p) >> 4);
            ++counts[bin];
            sample.insert(bin, p);
        }
    int best = -1, most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) most = it.value(), best = it.key();
    return best < 0 ? QColor() : QColor(sample.value(best));
}

bool showsText(QWidget* w) {
    if (auto* l = qobject_cast<QLabel*>(w)) return !l->text().trimmed().isEmpty();
    if (auto* b = qobject_cast<QAbstractButton*>(w)) return !b->text().trimmed().isEmpty();
    if (auto* e = qobject_cast<QLineEdit*>(w)) return !e->text().isEmpty();
    if (auto* c = qobject_cast<QComboBox*>(w)) return !c->currentText().isEmpty();
    if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QTextBrowser*>(w)) return true;
    // A list or table with rows: its items' text stands on the viewport.
    if (auto* v = qobject_cast<QAbstractItemView*>(w))
        return v->model() && v->model()->rowCount(v->rootIndex()) > 0;
    return false;
}

QStringList lowContrast(QWidget* top) {
    const QImage image = top->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    QStringList bad;
    for (QWidget* w : top->findChildren<QWidget*>()) {
        if (!w->isVisible() || !w->isEnabled() || !showsText(w)) continue;
        const QRect seen = w->visibleRegion().boundingRect();
        if (seen.width() < 4 || seen.height() < 4) continue;
        QRect r(w->mapTo(top, seen.topLeft()), seen.size());
        r = QRect(r.topLeft() * dpr, r.size() * dpr);
        QWidget* painted = w;
        if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) painted = area->viewport();
        const QColor text = painted->palette().color(painted->foregroundRole());
        const QColor back = dominantColour(image, r.adjusted(2, 2, -2, -2));
        const double ratio = contrast(text, back);
        if (ratio < 4.5) {
            QString label = w->property("text").toString();
            if (auto* c = qobject_cast<QComboBox*>(w)) label = c->currentText();
            bad << QStringLiteral("%1 '%2' %3 on %4: %5:1")
                       .arg(QString::fromLatin1(w->metaObject()->className()), label.left(30),
                            text.name(), back.name())
                       .arg(ratio, 0, 'f', 2);
        }
    }
    return bad;
}

}  // namespace apptest
