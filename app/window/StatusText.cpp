#include "window/StatusText.h"

#include <QDateTime>
#include <QEvent>
#include <QFontMetrics>
#include <QLayout>
#include <QSizeGrip>
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

namespace {

bool isPermanent(const QObject* o) {
    const auto* w = qobject_cast<const QWidget*>(o);
    return w && w->property("permanentStatus").toBool();
}

// Brings back the widgets that stepped aside for a message.
void restoreYielded(QStatusBar* bar) {
    for (QObject* child : bar->children())
        if (auto* w = qobject_cast<QWidget*>(child); w && w->property("yieldedTo").toBool()) {
            w->setProperty("yieldedTo", false);
            w->setVisible(true);
        }
}

// Cuts the shown message again when a permanent widget moves (its text grew or shrank after
// the message was cut: the position shown changed what the analysis word says), so a message
// is never clipped in the middle of a word by a neighbour that grew.
class Refit : public QObject {
public:
    explicit Refit(QStatusBar* bar) : QObject(bar), bar_(bar) {}
    bool eventFilter(QObject*, QEvent* event) override {
        if ((event->type() == QEvent::Move || event->type() == QEvent::Resize ||
             event->type() == QEvent::Show || event->type() == QEvent::Hide) &&
            !pending_) {
            pending_ = true;
            QTimer::singleShot(0, this, [this] {
                pending_ = false;
                refit();
            });
        }
        return false;
    }

private:
    void refit() {
        const QString full = bar_->property("statusFull").toString();
        // Only a message shown here, still on the bar (not one another part put there since).
        if (full.isEmpty() || bar_->currentMessage().isEmpty() ||
            bar_->currentMessage() != bar_->property("statusShown").toString())
            return;
        const qint64 until = bar_->property("statusUntil").toLongLong();
        const qint64 left = until > 0 ? until - QDateTime::currentMSecsSinceEpoch() : 0;
        if (until > 0 && left <= 0) return;
        const int room = std::max(messageRoom(bar_), 80);
        if (fitAtWord(full, bar_->fontMetrics(), room) == bar_->currentMessage()) return;
        show(bar_, full, static_cast<int>(left));
    }

    QStatusBar* bar_;
    bool pending_ = false;
};

}  // namespace

int messageRoom(QStatusBar* bar) {
    // Lay the bar out now: a widget just hidden or shown has its place at once.
    if (bar->layout()) bar->layout()->activate();
    int right = bar->width() - 12;
    for (const QObject* child : bar->children()) {
        const auto* w = qobject_cast<const QWidget*>(child);
        if (!w || !w->isVisible()) continue;
        if (isPermanent(w) || qobject_cast<const QSizeGrip*>(w))
            right = std::min(right, w->x() - 2);
    }
    return right - 6;
}

void show(QStatusBar* bar, const QString& text, int ms) {
    // Before the window shows, the bar has no width to measure: say it once it has.
    if (!bar->isVisible()) {
        QTimer::singleShot(0, bar, [bar, text, ms] {
            if (bar->isVisible()) show(bar, text, ms);
        });
        return;
    }
    if (!bar->property("watchesYielded").toBool()) {
        bar->setProperty("watchesYielded", true);
        QObject::connect(bar, &QStatusBar::messageChanged, bar, [bar](const QString& message) {
            if (message.isEmpty()) restoreYielded(bar);
        });
    }
    restoreYielded(bar);
    const QFontMetrics metrics = bar->fontMetrics();
    if (metrics.horizontalAdvance(text) > messageRoom(bar))
        for (QObject* child : bar->children())
            if (auto* w = qobject_cast<QWidget*>(child);
                w && w->isVisible() && w->property("yieldsToMessages").toBool()) {
                w->setProperty("yieldedTo", true);
                w->setVisible(false);
            }
    const QString shown = fitAtWord(text, metrics, std::max(messageRoom(bar), 80));
    bar->setToolTip(shown == text ? QString() : text);
    bar->setProperty("statusFull", text);
    bar->setProperty("statusShown", shown);
    bar->setProperty("statusUntil", ms > 0 ? QDateTime::currentMSecsSinceEpoch() + ms : 0);
    if (!bar->property("refits").toBool()) {
        bar->setProperty("refits", true);
        auto* refit = new Refit(bar);
        for (QObject* child : bar->children())
            if (isPermanent(child)) child->installEventFilter(refit);
    }
    bar->showMessage(shown, ms);
}

}  // namespace StatusText
