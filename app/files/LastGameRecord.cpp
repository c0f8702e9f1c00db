#include "files/LastGameRecord.h"

#include <QCoreApplication>
#include <utility>
#include <vector>

#include "engine/games/SavedGame.h"
#include "session/EngineWorker.h"

using bagh::games::SavedGame;

namespace LastGameRecord {

namespace {

using Tags = std::vector<std::pair<std::string, std::string>>;

void put(Tags* tags, const char* name, long long value) {
    tags->emplace_back(name, std::to_string(value));
}

// Reads the tags back one by one; the first missing or bad one is the error.
class TagReader {
public:
    explicit TagReader(const SavedGame& saved) : saved_(saved) {}

    // Tag `name` as a number within lo..hi; on failure records why and returns lo.
    long long number(const char* name, long long lo, long long hi) {
        const std::string text = bagh::games::savedTag(saved_, name);
        bool ok = false;
        const long long v = QString::fromStdString(text).toLongLong(&ok);
        if (ok && v >= lo && v <= hi) return v;
        if (error_.isEmpty())
            error_ =
                text.empty()
                    ? QCoreApplication::translate("LastGameRecord", "the header %1 is missing")
                          .arg(QLatin1String(name))
                    : QCoreApplication::translate("LastGameRecord", "the header %1 is out of range")
                          .arg(QLatin1String(name));
        return lo;
    }
    bool has(const char* name) const {
        for (const auto& [tag, value] : saved_.tags)
            if (tag == name) return true;
        return false;
    }
    QString text(const char* name) const {
        return QString::fromStdString(bagh::games::savedTag(saved_, name));
    }
    const QString& error() const { return error_; }

private:
    const SavedGame& saved_;
    QString error_;
};

}  // namespace

std::string write(const LeftOff& l) {
    SavedGame saved;
    saved.game = l.game;
    Tags& t = saved.tags;
    put(&t, "LastGame", kVersion);
    put(&t, "ShownPly", l.shownPly);
    t.emplace_back("File", l.path.toStdString());
    put(&t, "Modified", l.modified ? 1 : 0);
    if (l.clocks) {
        put(&t, "GoatsClockMs", l.clocks->goatsMs);
        put(&t, "TigersClockMs", l.clocks->tigersMs);
    }
    const GameSetup& s = l.setup;
    put(&t, "Mode", static_cast<int>(s.mode));
    put(&t, "HumanSide", s.humanSide == bagh::Side::Tigers ? 1 : 0);
    put(&t, "Level", s.level);
    put(&t, "CvcDelayMs", s.cvcDelayMs);
    put(&t, "LambsCaptures", s.lambsCaptures);
    put(&t, "ClockBaseMs", s.clock ? s.clock->baseMs : 0);
    put(&t, "ClockIncrementMs", s.clock ? s.clock->incrementMs : 0);
    if (s.tutor) put(&t, "Tutor", 1);
    return bagh::games::writeSavedGame(saved);
}

Reading read(std::string_view text) {
    Reading r;
    const bagh::games::SavedGameReading saved = bagh::games::readSavedGame(text);
    if (!saved.ok) {
        r.error = QString::fromStdString(saved.error.message());
        return r;
    }
    TagReader tags(saved.saved);
    if (!tags.has("LastGame")) {
        r.error = QCoreApplication::translate(
            "LastGameRecord", "it is a saved game, not the record of a game left off");
        return r;
    }
    if (tags.text("LastGame") != QString::number(kVersion)) {
        r.error = QCoreApplication::translate(
                      "LastGameRecord", "it was written by another version of the program (%1)")
                      .arg(tags.text("LastGame").left(12));
        return r;
    }
    LeftOff& l = r.leftOff;
    l.game = saved.saved.game;
    l.shownPly = static_cast<int>(tags.number("ShownPly", 0, l.game.length()));
    l.path = tags.text("File");
    l.modified = tags.number("Modified", 0, 1) == 1;
    if (tags.has("GoatsClockMs") || tags.has("TigersClockMs"))
        l.clocks = bagh::games::Clocks{tags.number("GoatsClockMs", 0, bagh::games::kMaxClockMs),
                                       tags.number("TigersClockMs", 0, bagh::games::kMaxClockMs)};
    GameSetup& s = l.setup;
    s.mode = static_cast<GameMode>(tags.number("Mode", 0, 3));
    s.humanSide = tags.number("HumanSide", 0, 1) == 1 ? bagh::Side::Tigers : bagh::Side::Goats;
    s.level = static_cast<int>(tags.number("Level", 1, EngineWorker::levelCount()));
    s.cvcDelayMs = static_cast<int>(tags.number("CvcDelayMs", 0, 5000));
    // 1..15 (every goat); records of older versions wrote 0 for every goat.
    s.lambsCaptures =
        bagh::games::GameRules::lambs(
            static_cast<int>(tags.number("LambsCaptures", 0, bagh::games::kLambsEveryGoat)))
            .capturesToWin();
    const bagh::games::TimeControl clock{
        tags.number("ClockBaseMs", 0, bagh::games::kMaxClockMs),
        tags.number("ClockIncrementMs", 0, bagh::games::kMaxClockMs)};
    if (clock.valid()) s.clock = clock;
    // Written only when on (records of older versions have none: off).
    s.tutor = tags.has("Tutor") && tags.number("Tutor", 0, 1) == 1;
    // The game's own kind, captures and rule; the Lambs captures chosen last stay for Lambs.
    s.game = l.game.kind();
    s.rule = l.game.rule();
    if (s.game == GameKind::Lambs) s.lambsCaptures = l.game.capturesToWin();
    s.match = false;
    if (!tags.error().isEmpty()) {
        r.error = tags.error();
        r.leftOff = LeftOff{};
        return r;
    }
    r.ok = true;
    return r;
}

}  // namespace LastGameRecord
