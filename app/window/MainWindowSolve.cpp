// The solve side of the window (issue 9): Tools ▸ Solve the Whole Game…, the engine reopening
// its tables after a solve, and a window that does not quit under a running solve.
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include "session/GameController.h"
#include "solve/SolveDialog.h"
#include "window/MainWindow.h"

void MainWindow::createSolveActions() {
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("&Solve the Whole Game…"), this, &MainWindow::showSolveDialog)
        ->setToolTip(tr("Compute exact values for every position of the placement phase"));
}

void MainWindow::showSolveDialog() {
    if (!solve_) {
        // Kept for the window's lifetime: closed and opened again, it still shows the run.
        solve_ = new SolveDialog(this);
        connect(solve_, &SolveDialog::solved, this, [this](const QString& dir) {
            controller_->reloadTables(dir);
            statusBar()->showMessage(tr("The whole game is solved: the new tables are in use."),
                                     8000);
        });
        connect(solve_, &SolveDialog::partlySolved, this,
                [this](const QString& dir) { controller_->reloadTables(dir); });
    }
    solve_->show();
    solve_->raise();
    solve_->activateWindow();
}

bool MainWindow::stopSolveBeforeClose() {
    if (!solve_ || !solve_->isRunning()) return true;
    if (!closeAfterSolve_) {
        if (ask_ && QMessageBox::question(
                        this, tr("Stop solving?"),
                        tr("The whole game is being solved. Stop and quit? The layers finished so "
                           "far are kept, and the next solve continues from there."),
                        QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok) != QMessageBox::Ok)
            return false;
        closeAfterSolve_ = true;
        // The solver stops between rows, within about a second: the window closes once it
        // has, without blocking meanwhile.
        connect(solve_, &SolveDialog::runFinished, this, &QWidget::close,
                static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::SingleShotConnection));
    }
    solve_->cancelSolve();
    statusBar()->showMessage(tr("Stopping the solve; the window closes in a moment."));
    return false;
}
