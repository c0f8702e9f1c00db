#include "window/WindowPlace.h"

#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QTimer>
#include <algorithm>
#include <utility>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardView.h"
#include "review/ReviewPanel.h"
#include "review/ReviewTools.h"
#include "ui/ResultBanner.h"

WindowPlace::WindowPlace(QMainWindow* window, BoardView* board, ResultBanner* banner,
                         AnalysisMode* analysis)
    : w_(window), board_(board), banner_(banner), analysis_(analysis) {}

int WindowPlace::plainWidth() const {
    return analysis_->isActive() || review_->panelShown() ? widthWithoutAnalysis_ : w_->width();
}

void WindowPlace::restore(const QSettings& settings) {
    const QRect available = w_->screen()->availableGeometry();
    const QSize preferred(1040, 760);
    if (w_->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        const int plainWidth = settings.value(QStringLiteral("window/plainWidth"), 0).toInt();
        if (plainWidth > 0 && plainWidth < w_->width() && !w_->isMaximized())
            w_->resize(std::max(plainWidth, w_->minimumSizeHint().width()), w_->height());
        // Saved on a larger screen or at another scale: only where it fits this one.
        if (available.contains(w_->frameGeometry()) || w_->isMaximized()) {
            w_->restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
            return;
        }
        w_->setWindowState(Qt::WindowNoState);
    }
    w_->resize(
        preferred.boundedTo(available.size() - QSize(16, 48)).expandedTo(w_->minimumSizeHint()));
    w_->move(available.center() - w_->rect().center());
}

void WindowPlace::fitColumn(bool on) {
    if (w_->isMaximized() || w_->isFullScreen()) return;
    if (on) {
        // Room for the list without squeezing the board, as far as the screen allows; a
        // window that grows past the screen's right edge moves left to stay on it. Measured
        // from the width without a column, so the review taking analysis's place grows nothing.
        const QRect available = w_->screen()->availableGeometry();
        const int plain = widthWithoutAnalysis_ > 0 ? widthWithoutAnalysis_ : w_->width();
        const int grow = std::clamp(plain + analysis_->panel()->width() + 16 - w_->width(), 0,
                                    std::max(0, available.width() - w_->frameGeometry().width()));
        if (grow > 0) w_->resize(w_->width() + grow, w_->height());
        const QPoint was = w_->pos();
        keepOnScreen();
        // Moved left to stay on the screen: it goes back when the column goes.
        if (w_->pos() != was && !placeWithoutAnalysis_) placeWithoutAnalysis_ = was;
        // The review making way for analysis: both columns' widths held the window for a moment
        // (the layout's minimum), past the screen's edge; back within it once the other has gone.
        QTimer::singleShot(0, w_, [this] {
            if (w_->isMaximized() || w_->isFullScreen()) return;
            const int frame = w_->frameGeometry().width() - w_->width();
            const int most = w_->screen()->availableGeometry().width() - frame;
            if (w_->width() <= most) return;
            w_->layout()->activate();
            w_->resize(std::max(most, w_->minimumSizeHint().width()), w_->height());
            keepOnScreen();
        });
        return;
    }
    // The width the window had without the panel comes back, however it grew meanwhile; once
    // the layout has let go of the hidden panel's minimum width.
    QTimer::singleShot(0, w_, [this] {
        if (analysis_->isActive() || review_->panelShown() || widthWithoutAnalysis_ <= 0) return;
        w_->layout()->activate();
        w_->resize(std::max(widthWithoutAnalysis_, w_->minimumSizeHint().width()), w_->height());
        if (placeWithoutAnalysis_) w_->move(*std::exchange(placeWithoutAnalysis_, std::nullopt));
        keepOnScreen();
    });
}

void WindowPlace::placeBanner() {
    const int room = board_->width() - 16;
    banner_->setRoom(room);
    banner_->adjustSize();
    QSize s = banner_->sizeHint().expandedTo(QSize(std::min(320, room), 0));
    if (s.width() > room)  // a narrow board: its words wrap rather than run off its edge
        s = QSize(room, banner_->hasHeightForWidth() ? banner_->heightForWidth(room) : s.height());
    banner_->setGeometry(
        QRect(QPoint((board_->width() - s.width()) / 2, (board_->height() - s.height()) / 2), s));
}

void WindowPlace::keepOnScreen() {
    if (w_->isMaximized() || w_->isFullScreen()) return;
    const QRect available = w_->screen()->availableGeometry();
    // The frame, title bar included (w_->move() places the frame's corner).
    const QRect frame = w_->frameGeometry();
    QRect target = frame;
    if (target.right() > available.right()) target.moveRight(available.right());
    if (target.bottom() > available.bottom()) target.moveBottom(available.bottom());
    if (target.left() < available.left()) target.moveLeft(available.left());
    if (target.top() < available.top()) target.moveTop(available.top());
    if (target.topLeft() != frame.topLeft()) w_->move(target.topLeft());
}

void WindowPlace::resized() {
    // The analysis panel gives way before the board does: its widest where the window is wide,
    // down to kColumnNarrowest in a window of 960 (a 1920 × 1080 screen at scale 2), where
    // the board would be left a third of the window.
    // The row's margins and spacing (MainWindow's constructor) and the side panel's width off.
    const auto* side = w_->findChild<QScrollArea*>(QStringLiteral("sidePanelScroll"));
    const int rest = w_->width() - (side ? side->width() : 0) - 60;
    const int column = std::clamp(rest * 2 / 5, kColumnNarrowest, kColumnWidest);
    analysis_->panel()->setFixedWidth(column);
    // A short window (540 high) keeps the list's rows, not the graph.
    analysis_->panel()->setCompact(w_->height() < 620);
    if (review_) {  // null while the window is being made
        review_->panel()->setFixedWidth(column);
        review_->panel()->setCompact(w_->height() < 620);
    }
    if (!analysis_->panel()->isVisibleTo(w_) && !(review_ && review_->panelShown()))
        widthWithoutAnalysis_ = w_->width();
}
