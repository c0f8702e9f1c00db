#include "window/LastSession.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <optional>

#include "engine/games/SavedGame.h"
#include "engine/io/GameFile.h"
#include "session/GameController.h"
#include "session/PlayClock.h"
#include "window/GameFiles.h"

namespace {

const QString kGroup = QStringLiteral("session");

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

}  // namespace

namespace LastSession {

void save(QSettings& settings, const GameController& controller, const GameFiles& files) {
    clear(settings);
    bagh::games::SavedGame record;
    record.game = controller.fullGame();
    settings.beginGroup(kGroup);
    settings.setValue("record", QString::fromStdString(bagh::games::writeSavedGame(record)));
    settings.setValue("shownPly", controller.currentPly());
    settings.setValue("path", files.currentPath());
    settings.setValue("modified", controller.isModified());
    if (const auto clocks = controller.clock()->clocks()) {
        settings.setValue("goatsClockMs", qint64(clocks->goatsMs));
        settings.setValue("tigersClockMs", qint64(clocks->tigersMs));
    }
    controller.setup().save(settings);
    settings.endGroup();
}

bool restore(QSettings& settings, GameController* controller, GameFiles* files) {
    settings.beginGroup(kGroup);
    const QByteArray text = settings.value("record").toString().toUtf8();
    const int shownPly = settings.value("shownPly", -1).toInt();
    const QString path = settings.value("path").toString();
    const bool modified = settings.value("modified", true).toBool();
    const GameSetup setup = GameSetup::load(settings);
    std::optional<bagh::games::Clocks> clocks;
    if (settings.contains("goatsClockMs") && settings.contains("tigersClockMs"))
        clocks = bagh::games::Clocks{settings.value("goatsClockMs").toLongLong(),
                                     settings.value("tigersClockMs").toLongLong()};
    settings.endGroup();
    if (text.isEmpty()) return false;
    const bagh::games::SavedGameReading r = bagh::games::readSavedGame(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!r.ok) return false;
    const bagh::games::Game& game = r.saved.game;
    if (game.result().over() && !modified) return false;

    // The file's name comes back only if the file still holds this game (or, changed since, the
    // game it was changed from is not checked: then the game is kept unsaved and untitled).
    bagh::games::Game onDisk;
    const bool fileHoldsIt = !modified && readFileGame(path, &onDisk) && sameGame(onDisk, game);
    controller->resumeGame(
        setup, game, shownPly,
        fileHoldsIt ? GameController::Document::FromFile : GameController::Document::New, clocks);
    if (fileHoldsIt) files->adopt(path);
    return true;
}

void clear(QSettings& settings) { settings.remove(kGroup); }

}  // namespace LastSession
