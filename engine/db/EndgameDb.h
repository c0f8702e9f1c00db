// The sliding-phase endgame database: every position with 4 tigers, 16..20 goats on the board,
// no goats in hand and fewer than 5 captured, either side to move, solved by retrograde analysis.
// This is the read side: open a generated file, map it, probe positions in O(1).
#pragma once

#include <memory>
#include <string>

#include "engine/core/Position.h"
#include "engine/core/Types.h"
#include "engine/io/MappedFile.h"

namespace bagh {

// The exact value of a position for the side to move, and the number of plies to the end of
// the game with best play (the winner hurries, the loser delays). Draws have plies -1; an
// uncovered position or a failed probe gives Unknown.
struct DbProbe {
    GameValue value = GameValue::Unknown;
    int plies = -1;
};

class EndgameDb {
public:
    // Opens, validates (magic, versions, sizes, checksum) and maps a file. Returns nullptr and
    // sets *error (when given) on failure; never crashes on garbage.
    static std::unique_ptr<EndgameDb> open(const std::string& path, std::string* error);

    // True for positions the database holds: no goats in hand, fewer than 5 captured.
    static bool covers(const Position& pos);

    // Value and distance for the side to move of a covered position. O(1), thread-safe.
    // Positions that are already over by the rules (blocked side) are answered too (loss, 0).
    DbProbe probe(const Position& pos) const;

    // The path the database was opened from.
    const std::string& path() const { return path_; }
    // The value bytes (db/Index.h gives the layout), for statistics and verification.
    const unsigned char* payload() const { return payload_; }

    ~EndgameDb();
    EndgameDb(const EndgameDb&) = delete;
    EndgameDb& operator=(const EndgameDb&) = delete;

private:
    EndgameDb() = default;

    std::string path_;
    MappedFile file_;
    const unsigned char* payload_ = nullptr;  // the value bytes, after the header
};

// The database's file name in every data directory.
constexpr const char* kEndgameDbFileName = "baghchal-endgame.db";

// The database path: explicit (non-empty; "" if that file does not exist), else $BAGHCHAL_DB,
// else the first data directory holding the file (io/DataFiles.h gives the order), else "".
std::string findEndgameDb(const std::string& explicitPath);

// Times probes of a fixed pseudo-random set of covered positions (for `bench`).
struct ProbeBench {
    long long probes = 0;
    double seconds = 0;
    double perSecond() const { return seconds > 0 ? probes / seconds : 0; }
};
ProbeBench benchProbes(const EndgameDb& db);
// Probes per second, benchProbes(db).perSecond().
double measureProbeRate(const EndgameDb& db);

}  // namespace bagh
