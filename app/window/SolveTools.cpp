#include "window/SolveTools.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#include "session/GameSession.h"
#include "solve/SolveDialog.h"

SolveTools::SolveTools(QWidget* window, GameSession* session)
    : QObject(window), window_(window), session_(session) {}

void SolveTools::addMenu(QMenuBar* bar) {
    QMenu* tools = bar->addMenu(tr("&Tools"));
    tools->addAction(tr("&Solve the Whole Game…"), this, &SolveTools::showForGamePlayed)
        ->setToolTip(tr("Compute exact values for every position of Bagh-Chal's placement phase, "
                        "or of Lambs and Tigers"));
}

void SolveTools::makeDialog() {
    if (dialog_) return;
    // Kept for the window's lifetime: closed and opened again, it still shows the run.
    dialog_ = new SolveDialog(window_);
    connect(dialog_, &SolveDialog::solved, this,
            [this](const QString& dir) { tablesWritten(dir, true); });
    connect(dialog_, &SolveDialog::partlySolved, this,
            [this](const QString& dir) { tablesWritten(dir, false); });
}

// The one engine seat reads the new tables at once, for either game (the dialog's job is still
// the run's when it says so).
void SolveTools::tablesWritten(const QString& dir, bool complete) {
    session_->engine()->reloadTables(dir);
    if (dialog_->job().target.isLambs()) {
        lambsDir_ = dir;
        if (complete)
            emit message(tr("Lambs and Tigers is solved under this rule: the new tables are in "
                            "use."),
                         8000);
        return;
    }
    if (complete) emit message(tr("The whole game is solved: the new tables are in use."), 8000);
}

void SolveTools::showDialog() {
    makeDialog();
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
}

void SolveTools::showForGamePlayed() {
    const GameSetup& setup = session_->setup();
    if (setup.game == bagh::games::GameKind::Lambs) {
        showLambsDialog(setup.lambsCaptures);
        return;
    }
    makeDialog();
    if (!dialog_->isRunning()) dialog_->setTarget(bagh::solve::SolveTarget());
    showDialog();
}

void SolveTools::showLambsDialog(int capturesToWin) {
    makeDialog();
    if (!dialog_->isRunning()) {
        bagh::solve::SolveTarget target;
        target.game = bagh::solve::SolveTarget::Game::Lambs;
        target.lambsCaptures = capturesToWin;
        dialog_->setTarget(target);
    }
    showDialog();
}

bool SolveTools::stopBeforeClose() {
    if (!dialog_ || !dialog_->isRunning()) return true;
    if (!closeAfterSolve_) {
        if (ask_ && QMessageBox::question(
                        window_, tr("Stop solving?"),
                        tr("The whole game is being solved. Stop and quit? The layers finished so "
                           "far are kept, and the next solve continues from there."),
                        QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok) != QMessageBox::Ok)
            return false;
        closeAfterSolve_ = true;
        // The solver stops between rows, within about a second: the window closes once it
        // has, without blocking meanwhile.
        connect(dialog_, &SolveDialog::runFinished, window_, &QWidget::close,
                static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
    }
    dialog_->cancelSolve();
    emit message(tr("Stopping the solve; the window closes in a moment."), 0);
    return false;
}
