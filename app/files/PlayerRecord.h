// The player's record against the computer (Game ▸ Statistics…): wins, draws and losses per
// opponent level (1..kLevels) and per side the player took. Only games against the computer
// count, once each, when they end in play; the caller decides when (GameSession's
// gameFinished). Beside them, the tutor's warnings (app/play/Tutor): how many it gave and how
// many of those moves were taken back. Plain data kept in QSettings under "record/", so it needs
// Qt Core only.
#pragma once

#include <array>
#include <optional>

#include "engine/core/Position.h"
#include "engine/core/Types.h"
#include "engine/search/Engine.h"
#include "session/GameSetup.h"

class QSettings;

// A finished game as the player sees it.
enum class PlayerOutcome { Win, Draw, Loss };

struct RecordLine {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    int games() const { return wins + draws + losses; }
    bool operator==(const RecordLine&) const = default;
};

class PlayerRecord {
public:
    // The line for games at `level` (1..kLevels) with the player as `side`.
    RecordLine line(int level, bagh::Side side) const;
    // All levels together, for one side.
    RecordLine total(bagh::Side side) const;
    // No game counted (the tutor's warnings aside).
    bool isEmpty() const;

    // The tutor's warnings given, and the moves taken back after one.
    int tutorWarnings() const { return tutorWarnings_; }
    int tutorTakenBack() const { return tutorTakenBack_; }
    void countTutorWarning() { ++tutorWarnings_; }
    void countTutorTakeBack() { ++tutorTakenBack_; }

    // Adds one game at `level` (out of range: ignored) played as `side`.
    void add(int level, bagh::Side side, PlayerOutcome outcome);
    // Counts a finished game at `level` the player played as `playerSide` against the computer
    // (none: not a game against the computer, which does not count); only a game that is over
    // counts. Returns whether it counted.
    bool countGame(int level, std::optional<bagh::Side> playerSide, bagh::GameResult result);
    void clear();

    // `result` as the player who played `side` sees it; `result` must be over.
    static PlayerOutcome outcomeFor(bagh::GameResult result, bagh::Side side);

    static PlayerRecord load(QSettings& settings);
    void save(QSettings& settings) const;
    // Removes the record from `settings`.
    static void erase(QSettings& settings);

    bool operator==(const PlayerRecord&) const = default;

private:
    static int sideIndex(bagh::Side side) { return side == bagh::Side::Goats ? 0 : 1; }
    std::array<std::array<RecordLine, 2>, bagh::kLevels> lines_{};
    int tutorWarnings_ = 0;
    int tutorTakenBack_ = 0;
};
