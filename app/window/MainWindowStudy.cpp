// The study side of the window (issue 6), kept apart from the play side in MainWindow.cpp:
// saved games, move-list navigation, the OBX box, and position setup.
#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include "analysis/AnalysisMode.h"
#include "board/BoardView.h"
#include "dialogs/PositionSetupDialog.h"
#include "session/GameController.h"
#include "window/GameFiles.h"
#include "window/MainWindow.h"
#include "window/ObxBox.h"
#include "window/SidePanel.h"

using namespace bagh;

void MainWindow::createStudyWidgets() {
    files_ = new GameFiles(controller_, this);
    obx_ = new ObxBox;
    panel_->addCard(obx_);
    connect(obx_, &ObxBox::loadRequested, this, [this](const QString& text) {
        QString error;
        if (!files_->maybeDiscard()) return;
        if (!controller_->loadPosition(text, &error)) {
            obx_->showError(error);
            return;
        }
        obx_->edit()->setModified(false);  // the box shows the loaded record from now on
        obx_->setPosition(controller_->game().current(), controller_->lastMove());
        statusBar()->showMessage(tr("Position loaded."), 4000);
    });
    connect(controller_, &GameController::positionChanged, this,
            [this] { obx_->setPosition(controller_->game().current(), controller_->lastMove()); });
    connect(panel_, &SidePanel::plyClicked, controller_, &GameController::goToPly);
    connect(files_, &GameFiles::currentPathChanged, this,
            [this](const QString& path) { setWindowFilePath(path); });
    // Playing from an earlier position drops the moves after it; ask first.
    controller_->setConfirmDropMoves([this](int dropped) {
        if (!ask_) return true;
        return QMessageBox::question(
                   this, tr("Play from here?"),
                   tr("Playing a move here drops the %n later move(s) of this game.", nullptr,
                      dropped),
                   QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok) == QMessageBox::Ok;
    });
}

void MainWindow::createStudyActions(QMenu* game, QMenu* move) {
    // Files go above the separator before Quit.
    QMenu fileActions;
    files_->addActions(&fileActions);
    fileActions.addSeparator();
    fileActions.addAction(tr("Set Up &Position…"), this, &MainWindow::showPositionSetup)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    const QList<QAction*> actions = game->actions();
    QAction* before = actions.size() >= 2 ? actions.at(actions.size() - 2) : nullptr;
    for (QAction* a : fileActions.actions()) {
        fileActions.removeAction(a);
        if (!a->parent() || a->parent() == &fileActions) a->setParent(game);
        game->insertAction(before, a);
    }
    game->insertSeparator(before);

    // Navigation through the whole game; the keys leave text boxes alone (they take them
    // first through ShortcutOverride).
    move->addSeparator();
    auto nav = [&](const QString& text, QKeySequence key, auto target) {
        QAction* a =
            move->addAction(text, this, [this, target] { controller_->goToPly(target()); });
        a->setShortcut(key);
        return a;
    };
    nav(tr("&Back"), QKeySequence(Qt::Key_Left), [this] { return controller_->currentPly() - 1; });
    nav(tr("&Forward"), QKeySequence(Qt::Key_Right),
        [this] { return controller_->currentPly() + 1; });
    nav(tr("&First Position"), QKeySequence(Qt::Key_Home),
        [this] { return controller_->firstPly(); });
    nav(tr("&Last Position"), QKeySequence(Qt::Key_End), [this] { return controller_->lastPly(); });
}

bool MainWindow::openGameFile(const QString& path, QString* error) {
    return files_->open(path, error);
}

void MainWindow::setAskQuestions(bool ask) {
    ask_ = ask;
    files_->setAskBeforeDiscard(ask);
}

void MainWindow::showPositionSetup() {
    PositionSetupDialog dialog(controller_->game().current(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (!files_->maybeDiscard()) return;
    QString error;
    if (!controller_->loadPosition(dialog.record(), &error)) {
        QMessageBox::warning(this, tr("Position not loaded"), error);
        return;
    }
    analysis_->setActive(dialog.startAnalysis());
}
