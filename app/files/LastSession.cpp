#include "files/LastSession.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <optional>

#include "engine/games/SavedGame.h"
#include "engine/io/GameFile.h"
#include "files/GameFiles.h"
#include "files/LastGameRecord.h"
#include "session/GameSession.h"
#include "session/PlayClock.h"

using LastGameRecord::LeftOff;

namespace {

// The older versions' QSettings group.
const QString kGroup = QStringLiteral("session");
// A record is a saved game and a few headers: the saved-game limit and room for the headers.
constexpr qint64 kMaxRecordBytes = static_cast<qint64>(GameFile::kMaxBytes) + 64 * 1024;

// The game saved in `path`, if the file still reads as one.
bool readFileGame(const QString& path, bagh::games::Game* game) {
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) return false;
    const QByteArray bytes = file.read(static_cast<qint64>(GameFile::kMaxBytes) + 1);
    const bagh::games::SavedGameReading r = bagh::games::readSavedGame(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!r.ok) return false;
    *game = r.saved.game;
    return true;
}

bool sameGame(const bagh::games::Game& a, const bagh::games::Game& b) {
    return a.sameRecord(b) && a.result() == b.result();
}

// The record in `path`, or nullopt with the reason in *why; *text is the file's text.
std::optional<LeftOff> readRecordFile(const QString& path, QString* why, QByteArray* text) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = file.errorString();
        return std::nullopt;
    }
    const QByteArray bytes = file.read(kMaxRecordBytes + 1);
    *text = bytes;
    if (bytes.size() > kMaxRecordBytes) {
        *why = QCoreApplication::translate("LastSession", "the file is too large");
        return std::nullopt;
    }
    LastGameRecord::Reading r = LastGameRecord::read(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!r.ok) {
        *why = r.error;
        return std::nullopt;
    }
    return std::move(r.leftOff);
}

// Moves a damaged record out of the way, under a name of its own: kept for whoever wants to
// look at it, and never read or written over again. Returns the name it now has ("" if it
// could not be moved).
QString putAside(const QString& path) {
    const QString stem =
        path + QStringLiteral(".damaged-") +
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString aside = stem;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = stem + QLatin1Char('-') + QString::number(n);
    if (QFile::rename(path, aside)) return aside;
    // Not renamed (a folder that refuses it): a copy, so the next write may replace the file.
    return QFile::copy(path, aside) ? aside : QString();
}

// What the older versions kept in QSettings, if anything readable.
std::optional<LeftOff> readSettings() {
    QSettings settings;
    if (!settings.childGroups().contains(kGroup)) return std::nullopt;
    settings.beginGroup(kGroup);
    const QByteArray text = settings.value("record").toString().toUtf8();
    LeftOff l;
    l.shownPly = settings.value("shownPly", -1).toInt();
    l.path = settings.value("path").toString();
    l.modified = settings.value("modified", true).toBool();
    l.setup = GameSetup::load(settings);
    if (settings.contains("goatsClockMs") && settings.contains("tigersClockMs"))
        l.clocks = bagh::games::Clocks{settings.value("goatsClockMs").toLongLong(),
                                       settings.value("tigersClockMs").toLongLong()};
    settings.endGroup();
    const bagh::games::SavedGameReading r = bagh::games::readSavedGame(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!r.ok) return std::nullopt;
    l.game = r.saved.game;
    return l;
}

}  // namespace

namespace LastSession {

QString filePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("last-game.bgc"));
}

std::string record(const GameSession& session, const GameFiles& files) {
    LeftOff l;
    l.game = session.fullGame();
    l.shownPly = session.currentPly();
    l.path = files.currentPath();
    l.modified = session.isModified();
    l.clocks = session.clock()->clocks();
    l.setup = session.setup();
    // What a save would keep beside the record (its review), so it comes back with the game.
    return LastGameRecord::write(l) + files.appendix(l.game);
}

bool write(const std::string& text, QString* error) {
    const QString path = filePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // QSaveFile writes beside the target and renames on commit: a kill or a full disk leaves
    // the last whole record, never a part of one.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

Restored restore(GameSession* session, GameFiles* files) {
    Restored out;
    std::optional<LeftOff> kept;
    QByteArray text;
    const QString path = filePath();
    if (QFileInfo::exists(path)) {
        QString why;
        kept = readRecordFile(path, &why, &text);
        if (!kept) {
            const QString aside = putAside(path);
            out.problem = aside.isEmpty()
                              ? QCoreApplication::translate(
                                    "LastSession",
                                    "Your last game could not be read (%1). A new game begins.")
                                    .arg(why)
                              : QCoreApplication::translate(
                                    "LastSession",
                                    "Your last game could not be read (%1). It was kept as %2; a "
                                    "new game begins.")
                                    .arg(why, QFileInfo(aside).fileName());
            return out;
        }
    } else {
        kept = readSettings();  // once: the journal writes the file from now on
    }
    forgetSettings();
    if (!kept) return out;
    const bagh::games::Game& game = kept->game;
    if (game.result().over() && !kept->modified) return out;

    // The file's name comes back only if the file still holds this game (or, changed since, the
    // game it was changed from is not checked: then the game is kept unsaved and untitled).
    bagh::games::Game onDisk;
    const bool fileHoldsIt =
        !kept->modified && readFileGame(kept->path, &onDisk) && sameGame(onDisk, game);
    session->resumeGame(kept->setup, game, kept->shownPly,
                        fileHoldsIt ? GameSession::Document::FromFile : GameSession::Document::New,
                        kept->clocks);
    if (fileHoldsIt) files->adopt(kept->path);
    files->noteTextRead(text);
    out.back = true;
    return out;
}

void forgetSettings() {
    QSettings settings;
    if (settings.childGroups().contains(kGroup)) settings.remove(kGroup);
}

}  // namespace LastSession
