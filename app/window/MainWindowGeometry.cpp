// MainWindow, the part that keeps the window on the screen: its saved geometry where it fits,
// room for the column beside the board (the analysis or the review panel), and back inside the
// screen's available area.
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <algorithm>
#include <utility>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardView.h"
#include "review/ReviewPanel.h"
#include "review/ReviewTools.h"
#include "window/MainWindow.h"
#include "window/ResultBanner.h"

void MainWindow::restoreWindow(const QSettings& settings) {
    const QRect available = screen()->availableGeometry();
    const QSize preferred(1040, 760);
    if (restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        const int plainWidth = settings.value(QStringLiteral("window/plainWidth"), 0).toInt();
        if (plainWidth > 0 && plainWidth < width() && !isMaximized())
            resize(std::max(plainWidth, minimumSizeHint().width()), height());
        // Saved on a larger screen or at another scale: only where it fits this one.
        if (available.contains(frameGeometry()) || isMaximized()) {
            restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
            return;
        }
        setWindowState(Qt::WindowNoState);
    }
    resize(preferred.boundedTo(available.size() - QSize(16, 48)).expandedTo(minimumSizeHint()));
    move(available.center() - rect().center());
}

void MainWindow::fitAnalysisPanel(bool on) {
    if (isMaximized() || isFullScreen()) return;
    if (on) {
        // Room for the list without squeezing the board, as far as the screen allows; a
        // window that grows past the screen's right edge moves left to stay on it. Measured
        // from the width without a column, so the review taking analysis's place grows nothing.
        const QRect available = screen()->availableGeometry();
        const int plain = widthWithoutAnalysis_ > 0 ? widthWithoutAnalysis_ : width();
        const int grow = std::clamp(plain + analysis_->panel()->width() + 16 - width(), 0,
                                    std::max(0, available.width() - frameGeometry().width()));
        if (grow > 0) resize(width() + grow, height());
        const QPoint was = pos();
        keepOnScreen();
        // Moved left to stay on the screen: it goes back when the column goes.
        if (pos() != was && !placeWithoutAnalysis_) placeWithoutAnalysis_ = was;
        return;
    }
    // The width the window had without the panel comes back, however it grew meanwhile; once
    // the layout has let go of the hidden panel's minimum width.
    QTimer::singleShot(0, this, [this] {
        if (analysis_->isActive() || review_->panelShown() || widthWithoutAnalysis_ <= 0) return;
        layout()->activate();
        resize(std::max(widthWithoutAnalysis_, minimumSizeHint().width()), height());
        if (placeWithoutAnalysis_) move(*std::exchange(placeWithoutAnalysis_, std::nullopt));
        keepOnScreen();
    });
}

void MainWindow::placeBanner() {
    const int room = board_->width() - 16;
    banner_->setRoom(room);
    banner_->adjustSize();
    QSize s = banner_->sizeHint().expandedTo(QSize(std::min(320, room), 0));
    if (s.width() > room)  // a narrow board: its words wrap rather than run off its edge
        s = QSize(room, banner_->hasHeightForWidth() ? banner_->heightForWidth(room) : s.height());
    banner_->setGeometry(
        QRect(QPoint((board_->width() - s.width()) / 2, (board_->height() - s.height()) / 2), s));
}

void MainWindow::keepOnScreen() {
    if (isMaximized() || isFullScreen()) return;
    const QRect available = screen()->availableGeometry();
    // The frame, title bar included (move() places the frame's corner).
    const QRect frame = frameGeometry();
    QRect target = frame;
    if (target.right() > available.right()) target.moveRight(available.right());
    if (target.bottom() > available.bottom()) target.moveBottom(available.bottom());
    if (target.left() < available.left()) target.moveLeft(available.left());
    if (target.top() < available.top()) target.moveTop(available.top());
    if (target.topLeft() != frame.topLeft()) move(target.topLeft());
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // The analysis panel gives way before the board does: its widest where the window is wide,
    // down to kAnalysisNarrowest in a window of 960 (a 1920 × 1080 screen at scale 2), where
    // the board would be left a third of the window.
    // The row's margins and spacing (MainWindow's constructor) and the side panel's width off.
    const auto* side = findChild<QScrollArea*>(QStringLiteral("sidePanelScroll"));
    const int rest = width() - (side ? side->width() : 0) - 60;
    const int column = std::clamp(rest * 2 / 5, kAnalysisNarrowest, kAnalysisWidest);
    analysis_->panel()->setFixedWidth(column);
    // A short window (540 high) keeps the list's rows, not the graph.
    analysis_->panel()->setCompact(height() < 620);
    if (review_) {  // null while the window is being made
        review_->panel()->setFixedWidth(column);
        review_->panel()->setCompact(height() < 620);
    }
    if (!analysis_->panel()->isVisibleTo(this) && !(review_ && review_->panelShown()))
        widthWithoutAnalysis_ = width();
}
