// MainWindow, the part that keeps the window on the screen: its saved geometry where it fits,
// room for the analysis panel, and back inside the screen's available area.
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <algorithm>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/AnalysisStatus.h"
#include "board/BoardNote.h"
#include "board/BoardView.h"
#include "dialogs/AboutBox.h"
#include "dialogs/NetworkDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "files/GameFiles.h"
#include "files/GameJournal.h"
#include "files/LastSession.h"
#include "files/RecordKeeper.h"
#include "play/ConcedeActions.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "puzzles/PuzzleDialog.h"
#include "session/GameSession.h"
#include "session/GameWords.h"
#include "session/MoveListModel.h"
#include "sound/SoundBoard.h"
#include "tutorial/TutorialDialog.h"
#include "window/AppStyle.h"
#include "window/ColourSchemeMenu.h"
#include "window/KeyboardFocus.h"
#include "window/Language.h"
#include "window/ObxBox.h"
#include "window/ResultBanner.h"
#include "window/ShortcutGuard.h"
#include "window/SidePanel.h"
#include "window/SolveTools.h"
#include "window/StatusText.h"
#include "window/StudyTools.h"

using namespace bagh::games;
using bagh::EndReason;
using bagh::GameResult;
using bagh::GrandWin;
using bagh::Outcome;
using bagh::RepetitionRule;
using bagh::Side;
namespace match = bagh::match;

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
        // window that grows past the screen's right edge moves left to stay on it.
        const QRect available = screen()->availableGeometry();
        const int grow = std::clamp(analysis_->panel()->width() + 16, 0,
                                    std::max(0, available.width() - frameGeometry().width()));
        if (grow > 0) resize(width() + grow, height());
        keepOnScreen();
        return;
    }
    // The width the window had without the panel comes back, however it grew meanwhile; once
    // the layout has let go of the hidden panel's minimum width.
    QTimer::singleShot(0, this, [this] {
        if (analysis_->isActive() || widthWithoutAnalysis_ <= 0) return;
        layout()->activate();
        resize(std::max(widthWithoutAnalysis_, minimumSizeHint().width()), height());
        keepOnScreen();
    });
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
    if (!analysis_->panel()->isVisibleTo(this)) widthWithoutAnalysis_ = width();
}
