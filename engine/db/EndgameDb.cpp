#include "EndgameDb.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "DbFile.h"
#include "Generator.h"
#include "Index.h"
#include "core/Symmetry.h"
#include "io/DataFiles.h"

namespace bagh {

namespace {
void setError(std::string* error, const std::string& message) {
    if (error) *error = message;
}
}  // namespace

std::unique_ptr<EndgameDb> EndgameDb::open(const std::string& path, std::string* error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        setError(error, path + ": " + std::strerror(errno));
        return nullptr;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        setError(error, path + ": not a regular file");
        ::close(fd);
        return nullptr;
    }
    const auto size = static_cast<std::size_t>(st.st_size);
    if (size < db::kHeaderSize) {
        setError(error,
                 path + ": file too short for a header (" + std::to_string(size) + " bytes)");
        ::close(fd);
        return nullptr;
    }
    void* map = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);  // the mapping keeps the file alive
    if (map == MAP_FAILED) {
        setError(error, path + ": mmap failed: " + std::strerror(errno));
        return nullptr;
    }
    const auto* bytes = static_cast<const std::uint8_t*>(map);
    const std::string problem = db::validateFile(bytes, size);
    if (!problem.empty()) {
        ::munmap(map, size);
        setError(error, path + ": " + problem);
        return nullptr;
    }
    std::unique_ptr<EndgameDb> db(new EndgameDb());
    db->path_ = path;
    db->map_ = bytes;
    db->mapSize_ = size;
    db->payload_ = bytes + db::kHeaderSize;
    return db;
}

EndgameDb::~EndgameDb() {
    if (map_) ::munmap(const_cast<unsigned char*>(map_), mapSize_);
}

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
