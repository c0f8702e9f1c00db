#include "window/StatusText.h"

#include <QFontMetrics>
#include <QStatusBar>
#include <QTimer>
#include <QWidget>
#include <algorithm>

namespace StatusText {

QString fitAtWord(const QString& text, const QFontMetrics& metrics, int width) {
    if (metrics.horizontalAdvance(text) <= width) return text;
    const QString ellipsis = QStringLiteral("…");
    // Cut at spaces, longest first, until the rest and the ellipsis fit.
    for (qsizetype cut = text.lastIndexOf(QLatin1Char(' ')); cut > 0;
         cut = text.lastIndexOf(QLatin1Char(' '), cut - 1)) {
        QString head = text.left(cut);
        while (!head.isEmpty() && (head.back().isPunct() || head.back().isSpace())) head.chop(1);
        if (!head.isEmpty() && metrics.horizontalAdvance(head + ellipsis) <= width)
            return head + ellipsis;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
}

void show(QStatusBar* bar, const QString& text, int ms) {
    // Before the window shows, the bar has no width to measure: say it once it has.
    if (!bar->isVisible()) {
        QTimer::singleShot(0, bar, [bar, text, ms] {
            if (bar->isVisible()) show(bar, text, ms);
        });
        return;
    }
    // The message is drawn left of the permanent widgets, inside the bar's margins.
    int room = bar->width() - 16;
    for (const QObject* child : bar->children()) {
        const auto* w = qobject_cast<const QWidget*>(child);
        if (w && w->isVisible() && w->property("permanentStatus").toBool()) room -= w->width() + 8;
    }
    const QString shown = fitAtWord(text, bar->fontMetrics(), std::max(room, 80));
    bar->setToolTip(shown == text ? QString() : text);
    bar->showMessage(shown, ms);
}

}  // namespace StatusText
