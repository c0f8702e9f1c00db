#include "files/GameJournal.h"

#include <QFile>

#include "files/GameFiles.h"
#include "files/LastSession.h"
#include "session/GameSession.h"

GameJournal::GameJournal(GameSession* session, GameFiles* files, QObject* parent)
    : QObject(parent), session_(session), files_(files) {
    pending_.setSingleShot(true);
    pending_.setInterval(0);
    connect(&pending_, &QTimer::timeout, this, &GameJournal::write);
    // stateChanged follows every change of the record, the turn or undo's reach; the others
    // are listened to as well so that nothing depends on how the session batches them.
    connect(session_, &GameSession::stateChanged, this, &GameJournal::changed);
    connect(session_, &GameSession::positionChanged, this, &GameJournal::changed);
    connect(session_, &GameSession::documentReplaced, this, &GameJournal::changed);
    connect(session_, &GameSession::gameOver, this, &GameJournal::changed);
    // A save marks the game unmodified and names its file; GameFiles says so by this signal.
    connect(files_, &GameFiles::currentPathChanged, this, &GameJournal::changed);
}

void GameJournal::start() {
    if (started_) return;
    started_ = true;
    // What the file holds now (the game just put back, or another): a change is measured
    // against it, so a start that changes nothing writes nothing.
    QFile file(LastSession::filePath());
    if (file.open(QIODevice::ReadOnly)) written_ = file.readAll().toStdString();
    LastSession::forgetSettings();
    changed();
}

void GameJournal::writeNow() {
    pending_.stop();
    write();
}

void GameJournal::changed() {
    if (started_ && !pending_.isActive()) pending_.start();
}

void GameJournal::write() {
    const std::string text = LastSession::record(*session_, *files_);
    if (text == written_) return;
    QString error;
    if (!LastSession::write(text, &error)) {
        if (!failing_)
            emit message(tr("Your game could not be kept for the next start: %1").arg(error),
                         10000);
        failing_ = true;
        return;
    }
    failing_ = false;
    written_ = text;
    ++writes_;
}
