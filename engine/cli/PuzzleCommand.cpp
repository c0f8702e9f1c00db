// puzzles: puzzles from the solved game (engine/puzzle), one line each on stdout.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/puzzle/PuzzleGenerator.h"
#include "engine/puzzle/PuzzleProver.h"

namespace bagh::cli {
namespace {

constexpr const char* kPuzzlesUsage =
    "puzzles [--count N] [--seed S] [--phase placement|sliding|any] [--db PATH] [--tables DIR] "
    "[--book-only] [--threads N] | puzzles --check FILE [--db PATH] [--tables DIR]";

// --check FILE: re-proves every puzzle of a file, one line each, then a summary. Exit 0 when
// none is refused (unparsable or disproved); puzzles that need the full tables are no failure.
int checkPuzzles(const std::string& path, const puzzle::PuzzleSources& src) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::cerr << "error: puzzles: cannot read " << path << '\n';
        return 2;
    }
    std::stringstream text;
    text << in.rdbuf();
    std::vector<std::string> errors;
    const std::vector<puzzle::Puzzle> set = puzzle::parsePuzzleSet(text.str(), &errors);
    for (const std::string& e : errors) std::cout << "invalid " << e << '\n';
    int proved = 0, needTables = 0, refuted = 0;
    for (const puzzle::Puzzle& pz : set) {
        const puzzle::ProofResult r = puzzle::provePuzzle(pz, src.exact());
        if (r.status == puzzle::ProofStatus::Proved) {
            ++proved;
            continue;
        }
        const bool tables = r.status == puzzle::ProofStatus::NeedsTables;
        (tables ? needTables : refuted) += 1;
        std::cout << (tables ? "needs-tables " : "refuted ") << pz.id << ' ' << r.reason << '\n';
    }
    std::cout << "checked " << set.size() + errors.size() << " proved " << proved
              << " needs_tables " << needTables << " refuted " << refuted << " invalid "
              << errors.size() << std::endl;
    return refuted == 0 && errors.empty() ? 0 : 1;
}

}  // namespace

int puzzlesCommand(const Args& args) {
    puzzle::GeneratorOptions options;
    puzzle::PuzzleSources::Options sources;
    std::string phase = "any";
    std::string checkPath;
    long long seed = 1;
    ArgParser p("puzzles", kPuzzlesUsage);
    p.integer("--count", 1, 100000, &options.count)
        .integer("--seed", 0, 9'000'000'000'000'000'000LL, &seed)
        .value("--phase", &phase)
        .value("--db", &sources.dbPath)
        .value("--tables", &sources.tablesDir)
        .flag("--book-only", &sources.bookOnly)
        .integer("--threads", 1, 256, &options.threads)
        .value("--check", &checkPath);
    if (!p.read(args)) return 2;
    options.seed = static_cast<std::uint64_t>(seed);
    if (phase == "any")
        options.phase = puzzle::PhaseFilter::Any;
    else if (phase == "placement")
        options.phase = puzzle::PhaseFilter::Placement;
    else if (phase == "sliding")
        options.phase = puzzle::PhaseFilter::Sliding;
    else
        return p.fail("--phase: expected placement, sliding or any, got '" + phase + "'"), 2;

    std::string error;
    const auto src = puzzle::PuzzleSources::open(sources, &error);
    if (!src) {
        std::cerr << "error: puzzles: " << error << '\n';
        return 2;
    }
    if (p.given("--check")) return checkPuzzles(checkPath, *src);
    const auto start = std::chrono::steady_clock::now();
    puzzle::GeneratorStats stats;
    const std::vector<puzzle::Puzzle> made = puzzle::generatePuzzles(
        options, src->exact(),
        [](const puzzle::Puzzle& pz) { std::cout << puzzle::formatPuzzle(pz) << std::endl; },
        &stats);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::cerr << "info: puzzles " << made.size() << " placement " << stats.placement << " sliding "
              << stats.sliding << " games " << stats.games << " table_layers " << src->tableLayers()
              << " time_ms " << ms << '\n';
    if (static_cast<int>(made.size()) < options.count) {
        std::cerr << "error: puzzles: found only " << made.size() << " of " << options.count
                  << '\n';
        return 1;
    }
    return 0;
}

}  // namespace bagh::cli
