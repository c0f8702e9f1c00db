#include "engine/db/EndgameDb.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <utility>
#include <vector>

#include "engine/core/Symmetry.h"
#include "engine/db/DbFile.h"
#include "engine/db/Generator.h"
#include "engine/db/Index.h"
#include "engine/io/DataFiles.h"

namespace bagh {

std::unique_ptr<EndgameDb> EndgameDb::open(const std::string& path, std::string* error) {
    MappedFile file = MappedFile::open(path, error);
    if (!file.isOpen()) return nullptr;
    const std::string problem = db::validateFile(file.data(), file.size());
    if (!problem.empty()) {
        if (error) *error = path + ": " + problem;
        return nullptr;
    }
    std::unique_ptr<EndgameDb> db(new EndgameDb());
    db->path_ = path;
    db->payload_ = file.data() + db::kHeaderSize;
    db->file_ = std::move(file);
    return db;
}

EndgameDb::~EndgameDb() = default;

bool EndgameDb::covers(const Position& pos) {
    return pos.goatsInHand() == 0 && pos.goatsCaptured() < kCapturesToWin &&
           popcount(pos.tigers()) == kTigers &&
           pos.goatsOnBoard() + pos.goatsCaptured() == kGoats && !(pos.tigers() & pos.goats());
}

DbProbe EndgameDb::probe(const Position& pos) const {
    if (!covers(pos)) return {};
    const int c = pos.goatsCaptured();
    const std::uint8_t v =
        payload_[db::payloadOffset(c, pos.sideToMove()) + db::slotOf(pos.tigers(), pos.empty())];
    if (v == db::kDrawByte) return {GameValue::Draw, -1};
    const int plies = v - 1;
    return {plies % 2 ? GameValue::Win : GameValue::Loss, plies};
}

std::string findEndgameDb(const std::string& explicitPath) {
    namespace fs = std::filesystem;
    auto exists = [](const fs::path& p) {
        std::error_code ec;
        return fs::is_regular_file(p, ec);
    };
    if (!explicitPath.empty()) return exists(explicitPath) ? explicitPath : std::string();
    if (const char* env = std::getenv("BAGHCHAL_DB"); env && *env && exists(env)) return env;
    return findDataFile(kEndgameDbFileName);
}

ProbeBench benchProbes(const EndgameDb& db) {
    // A fixed set of covered positions spread over all subspaces (xorshift from a fixed seed),
    // built first so that only the probes are timed.
    std::vector<Position> positions;
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 4096; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        const int c = static_cast<int>(x % db::kSubspaces);
        const db::Board b =
            db::boardOf(c, static_cast<std::uint32_t>((x >> 8) % db::sideSlotsOf(c)));
        // A random symmetry so the probes exercise the tiger canonicalisation too.
        const Position p = Position::fromParts(b.tigers, b.goats, 0, c,
                                               (x >> 40) & 1 ? Side::Tigers : Side::Goats);
        positions.push_back(transformPosition(p, static_cast<int>((x >> 50) % kSymmetries)));
    }
    constexpr int kRounds = 1000;
    const auto start = std::chrono::steady_clock::now();
    unsigned sink = 0;
    for (int r = 0; r < kRounds; ++r)
        for (const Position& p : positions) sink += static_cast<unsigned>(db.probe(p).plies);
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (sink == 0x12345678u) std::fputs("", stderr);  // keeps the probes from being optimised away
    return {static_cast<long long>(kRounds) * static_cast<long long>(positions.size()), s};
}

double measureProbeRate(const EndgameDb& db) { return benchProbes(db).perSecond(); }

}  // namespace bagh
