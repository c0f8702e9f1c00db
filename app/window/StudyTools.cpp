#include "window/StudyTools.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>

#include "analysis/AnalysisMode.h"
#include "dialogs/PositionSetupDialog.h"
#include "session/GameController.h"
#include "window/GameFiles.h"
#include "window/ObxBox.h"
#include "window/SidePanel.h"

StudyTools::StudyTools(QWidget* window, GameController* controller, SidePanel* panel,
                       AnalysisMode* analysis)
    : QObject(window),
      window_(window),
      controller_(controller),
      analysis_(analysis),
      files_(new GameFiles(controller, window)),
      obx_(new ObxBox) {
    panel->addCard(obx_);
    connect(obx_, &ObxBox::loadRequested, this, &StudyTools::loadObx);
    connect(controller_, &GameController::positionChanged, this,
            [this] { obx_->setPosition(controller_->game().current(), controller_->lastMove()); });
    connect(panel, &SidePanel::plyClicked, controller_, &GameController::goToPly);
    // Playing from an earlier position drops the moves after it; ask first.
    controller_->setConfirmDropMoves([this](int dropped) {
        if (!ask_) return true;
        return QMessageBox::question(
                   window_, tr("Play from here?"),
                   tr("Playing a move here drops the %n later move(s) of this game.", nullptr,
                      dropped),
                   QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok) == QMessageBox::Ok;
    });
}

void StudyTools::loadObx(const QString& text) {
    QString error;
    if (!files_->maybeDiscard()) return;
    if (!controller_->loadPosition(text, &error)) {
        obx_->showError(error);
        return;
    }
    obx_->edit()->setModified(false);  // the box shows the loaded record from now on
    obx_->setPosition(controller_->game().current(), controller_->lastMove());
    emit message(tr("Position loaded."), 4000);
}

void StudyTools::addFileActions(QMenu* menu) {
    files_->addActions(menu);
    menu->addSeparator();
    menu->addAction(tr("Set Up &Position…"), this, &StudyTools::showPositionSetup)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
}

void StudyTools::addNavigationActions(QMenu* menu) {
    // Navigation through the whole game; the keys leave text boxes alone (they take them
    // first through ShortcutOverride).
    auto nav = [&](const QString& text, QKeySequence key, auto target) {
        QAction* a =
            menu->addAction(text, this, [this, target] { controller_->goToPly(target()); });
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

void StudyTools::setAskQuestions(bool ask) {
    ask_ = ask;
    files_->setAskBeforeDiscard(ask);
}

void StudyTools::showPositionSetup() {
    PositionSetupDialog dialog(controller_->game().current(), window_);
    if (dialog.exec() != QDialog::Accepted) return;
    if (!files_->maybeDiscard()) return;
    QString error;
    if (!controller_->loadPosition(dialog.record(), &error)) {
        QMessageBox::warning(window_, tr("Position not loaded"), error);
        return;
    }
    analysis_->setActive(dialog.startAnalysis());
}
