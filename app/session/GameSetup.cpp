#include "session/GameSetup.h"

#include <QSettings>
#include <algorithm>

#include "session/EngineWorker.h"
#include "session/RulesData.h"

using bagh::Side;
using bagh::games::GameRules;

namespace {

// The rules as versions before the name stored them: three integers.
GameRules oldRules(const QSettings& s) {
    GameRules r;
    r.game = s.value("game", 0).toInt() == 1 ? GameKind::Lambs : GameKind::BaghChal;
    const int captures = s.value("lambsCaptures", 0).toInt();
    if (captures >= 1 && captures < bagh::games::kLambsEveryGoat) r.lambsCaptures = captures;
    r.rule = s.value("rule", 0).toInt() == 1 ? bagh::RepetitionRule::NoRecurrence
                                             : bagh::RepetitionRule::ThirdOccurrenceDraws;
    return r;
}

}  // namespace

QString GameSetup::levelName() const {
    return EngineWorker::levelName(level, EngineWorker::topLevelPerfect(game, capturesToWin()));
}

bagh::games::Game GameSetup::startGame() const { return bagh::games::Game::start(rules()); }

GameSetup GameSetup::load(QSettings& s) {
    GameSetup g;
    s.beginGroup(QStringLiteral("game"));
    g.mode = static_cast<GameMode>(std::clamp(s.value("mode", 0).toInt(), 0, 3));
    g.humanSide = s.value("side", 0).toInt() == 1 ? Side::Tigers : Side::Goats;
    g.level = std::clamp(s.value("level", g.level).toInt(), 1, EngineWorker::levelCount());
    g.setRules(rulesdata::fromName(s.value("rules").toString()).value_or(oldRules(s)));
    g.match = s.value("match", false).toBool();
    g.cvcDelayMs = std::clamp(s.value("cvcDelayMs", g.cvcDelayMs).toInt(), 0, 5000);
    const bagh::games::TimeControl clock{s.value("clockBaseMs", 0).toLongLong(),
                                         s.value("clockIncrementMs", 0).toLongLong()};
    if (clock.valid()) g.clock = clock;
    g.tutor = s.value("tutor", false).toBool();
    s.endGroup();
    return g;
}

void GameSetup::save(QSettings& s) const {
    s.beginGroup(QStringLiteral("game"));
    s.setValue("mode", static_cast<int>(mode));
    s.setValue("side", humanSide == Side::Tigers ? 1 : 0);
    s.setValue("level", level);
    s.setValue("rules", rulesdata::name(rules()));
    // The older integer keys are read once, when no name is stored yet.
    for (const char* old : {"game", "lambsCaptures", "rule"}) s.remove(old);
    s.setValue("match", match);
    s.setValue("cvcDelayMs", cvcDelayMs);
    s.setValue("clockBaseMs", static_cast<qlonglong>(clock ? clock->baseMs : 0));
    s.setValue("clockIncrementMs", static_cast<qlonglong>(clock ? clock->incrementMs : 0));
    s.setValue("tutor", tutor);
    s.endGroup();
}
