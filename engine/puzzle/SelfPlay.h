// The randomness of the puzzle generators' self-play games, the same for both games: a game's
// stream from (seed, game number), and the club players that play them (a depth of 3 to 5
// plies and noise among near-equal moves). All drawn by hand: the standard's engines are
// specified bit for bit, its distributions are not, so every machine draws the same.
#pragma once

#include <cstdint>
#include <random>
#include <string>

namespace bagh::puzzle {

// SplitMix64: spreads (seed, game) over the generator's state.
inline std::uint64_t splitMix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The stream of game `index` of `seed`.
inline std::mt19937_64 gameStream(std::uint64_t seed, std::uint64_t index) {
    return std::mt19937_64(splitMix(seed ^ splitMix(index)));
}

inline int uniform(std::mt19937_64& rng, int n) {
    return static_cast<int>(rng() % std::uint64_t(n));
}

// About normal with standard deviation `sigma` (the sum of four uniforms, Irwin-Hall), in
// integers.
inline int noise(std::mt19937_64& rng, int sigma) {
    if (sigma <= 0) return 0;
    std::int64_t sum = 0;
    for (int i = 0; i < 4; ++i) sum += static_cast<std::int64_t>(rng() >> 48);  // 0..65535
    // The sum's mean is 2 * 65535 and its standard deviation 65536 / sqrt(3), about 37837.
    return static_cast<int>((sum - 2 * 65535) * sigma / 37837);
}

// One self-play side: how far it reads and how much it blurs near-equal moves.
struct SelfPlayer {
    int depth;
    int noise;
};

inline SelfPlayer randomPlayer(std::mt19937_64& rng) {
    static constexpr int kDepths[] = {3, 4, 4, 5};
    static constexpr int kNoise[] = {10, 20, 30, 40};
    return {kDepths[uniform(rng, 4)], kNoise[uniform(rng, 4)]};
}

// How much a self-play side dislikes a draw by repetition (the engine's playing contempt).
constexpr int kSelfPlayContempt = 40;

// "s<seed>-<n>", n with four digits at least; `prefix` before it ("" or "lambs-").
inline std::string puzzleId(const std::string& prefix, std::uint64_t seed, int n) {
    std::string number = std::to_string(n);
    if (number.size() < 4) number.insert(0, 4 - number.size(), '0');
    return prefix + "s" + std::to_string(seed) + "-" + number;
}

}  // namespace bagh::puzzle
