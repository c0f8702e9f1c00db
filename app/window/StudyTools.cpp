#include "window/StudyTools.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>

#include "analysis/AnalysisMode.h"
#include "dialogs/PositionSetupDialog.h"
#include "engine/games/SavedGame.h"
#include "engine/io/GameFile.h"
#include "files/GameFiles.h"
#include "session/GameSession.h"
#include "window/ObxBox.h"
#include "window/SidePanel.h"

StudyTools::StudyTools(QWidget* window, GameSession* session, SidePanel* panel,
                       AnalysisMode* analysis)
    : QObject(window),
      window_(window),
      session_(session),
      analysis_(analysis),
      files_(new GameFiles(session, window)),
      obx_(new ObxBox) {
    panel->addCard(obx_);
    connect(obx_, &ObxBox::loadRequested, this, &StudyTools::loadObx);
    connect(session_, &GameSession::positionChanged, this,
            [this] { obx_->setPosition(session_->game().current(), session_->lastMove()); });
    connect(panel, &SidePanel::plyClicked, session_, &GameSession::goToPly);
    // Playing from an earlier position drops the moves after it; ask first.
    session_->setConfirmDropMoves([this](int dropped) {
        if (!ask_) return true;
        return QMessageBox::question(
                   window_, tr("Play from here?"),
                   tr("Playing a move here drops the %Ln later move(s) of this game.", nullptr,
                      dropped),
                   QMessageBox::Ok | QMessageBox::Cancel, QMessageBox::Ok) == QMessageBox::Ok;
    });
}

void StudyTools::loadObx(const QString& text) {
    QString error;
    if (!files_->maybeDiscard()) return;
    if (!session_->loadPosition(text, &error)) {
        obx_->showError(error);
        return;
    }
    obx_->edit()->setModified(false);  // the box shows the loaded record from now on
    obx_->setPosition(session_->game().current(), session_->lastMove());
    emit message(tr("Position loaded."), 4000);
}

void StudyTools::addFileActions(QMenu* menu) {
    files_->addActions(menu);
    menu->addSeparator();
    menu->addAction(tr("Set Up Pos&ition…"), this, &StudyTools::showPositionSetup)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
}

void StudyTools::addNavigationActions(QMenu* menu) {
    // Navigation through the whole game; the keys leave text boxes alone (they take them
    // first through ShortcutOverride).
    auto nav = [&](const QString& text, QList<QKeySequence> keys, auto target) {
        QAction* a = menu->addAction(text, this, [this, target] { session_->goToPly(target()); });
        a->setShortcuts(keys);
        return a;
    };
    // Up and Down too, as in a move list: they step through the moves wherever the focus is
    // (the side panel's scroll area never takes them) except on the board, whose cursor they
    // move (BoardView takes them through ShortcutOverride); Alt+Left and Alt+Right step from
    // there too, and everywhere else.
    nav(tr("&Back"),
        {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Up),
         QKeySequence(Qt::ALT | Qt::Key_Left)},
        [this] { return session_->currentPly() - 1; });
    nav(tr("&Forward"),
        {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Down),
         QKeySequence(Qt::ALT | Qt::Key_Right)},
        [this] { return session_->currentPly() + 1; });
    nav(tr("F&irst Position"), {QKeySequence(Qt::Key_Home)},
        [this] { return session_->firstPly(); });
    nav(tr("&Last Position"), {QKeySequence(Qt::Key_End)}, [this] { return session_->lastPly(); });
}

void StudyTools::addEditActions(QMenu* menu) {
    QAction* copy = menu->addAction(tr("&Copy Position"), this, [this] {
        QApplication::clipboard()->setText(obx_->record());
        emit message(tr("Position copied: %1").arg(obx_->record()), 4000);
    });
    copy->setShortcut(QKeySequence::Copy);
    QAction* copyGame = menu->addAction(tr("Copy &Game"), this, [this] {
        bagh::games::SavedGame record;
        record.game = session_->fullGame();
        QApplication::clipboard()->setText(
            QString::fromStdString(bagh::games::writeSavedGame(record)));
        emit message(tr("The whole game is copied."), 4000);
    });
    copyGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction* pasteAction = menu->addAction(tr("&Paste Position or Game"), this,
                                           [this] { paste(QApplication::clipboard()->text()); });
    pasteAction->setShortcut(QKeySequence::Paste);
}

bool StudyTools::paste(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        emit message(tr("The clipboard holds no position or game."), 6000);
        return false;
    }
    // A saved game starts with its headers; anything else is read as one position record.
    if (trimmed.startsWith(QLatin1Char('['))) {
        const QByteArray bytes = trimmed.toUtf8();
        const bagh::games::SavedGameReading r = bagh::games::readSavedGame(
            std::string_view(bytes.constData(), std::size_t(bytes.size())));
        if (!r.ok) {
            emit message(tr("Not a game: %1").arg(QString::fromStdString(r.error.message())), 8000);
            return false;
        }
        if (!files_->maybeDiscard()) return false;
        session_->loadGame(r.saved.game, GameSession::Document::New);
        emit message(tr("Game pasted."), 4000);
        return true;
    }
    QString error;
    if (!files_->maybeDiscard()) return false;
    if (!session_->loadPosition(trimmed, &error)) {
        emit message(tr("Not a position: %1").arg(error), 8000);
        return false;
    }
    emit message(tr("Position pasted."), 4000);
    return true;
}

void StudyTools::setAskQuestions(bool ask) {
    ask_ = ask;
    files_->setAskBeforeDiscard(ask);
}

void StudyTools::showPositionSetup() {
    PositionSetupDialog dialog(session_->game().current(), window_);
    if (dialog.exec() != QDialog::Accepted) return;
    if (!files_->maybeDiscard()) return;
    QString error;
    if (!session_->loadPosition(dialog.record(), &error)) {
        QMessageBox::warning(window_, tr("Position not loaded"), error);
        return;
    }
    analysis_->setActive(dialog.startAnalysis());
}
