// puzzles: puzzles from the solved game (engine/puzzle), one line each on stdout; Bagh-Chal's
// from its database and placement tables, Lambs and Tigers' (--game lambs) from the every-goat
// rule's tables.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/puzzle/LambsPuzzleGenerator.h"
#include "engine/puzzle/PuzzleGenerator.h"
#include "engine/puzzle/PuzzleProver.h"

namespace bagh::cli {
namespace {

constexpr const char* kPuzzlesUsage =
    "puzzles [--game baghchal|lambs] [--captures N|all] [--count N] [--seed S] [--phase "
    "placement|sliding|any] [--db PATH] [--tables DIR] [--book-only] [--threads N] | puzzles "
    "--check FILE [--game baghchal|lambs] [--captures N|all] [--db PATH] [--tables DIR]";

bool readText(const std::string& path, std::string* text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::stringstream s;
    s << in.rdbuf();
    *text = s.str();
    return true;
}

// Whether a file's first puzzle line is a Lambs one (its record has the apex's row).
bool lambsSet(const std::string& text) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (!line.empty() && line.front() != '#' && line != "\r")
            return puzzle::isLambsPuzzleLine(line);
    return false;
}

// Re-proves every puzzle of a set with `prove`, one line each, then a summary. Exit 0 when none
// is refused (unparsable or disproved); puzzles that need more tables are no failure.
template <class Puzzle, class Prove>
int reportChecks(const std::vector<Puzzle>& set, const std::vector<std::string>& errors,
                 Prove prove) {
    for (const std::string& e : errors) std::cout << "invalid " << e << '\n';
    int proved = 0, needTables = 0, refuted = 0;
    for (const Puzzle& pz : set) {
        const puzzle::ProofResult r = prove(pz);
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

// Generates options.count puzzles with `generate`, printing each as it is final, then the
// figures on stderr; 1 when fewer were found.
template <class Generate>
int reportGenerated(const puzzle::GeneratorOptions& options, int tableLayers, Generate generate) {
    const auto start = std::chrono::steady_clock::now();
    puzzle::GeneratorStats stats;
    const std::size_t made = generate(&stats);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::cerr << "info: puzzles " << made << " placement " << stats.placement << " sliding "
              << stats.sliding << " games " << stats.games << " table_layers " << tableLayers
              << " time_ms " << ms << '\n';
    if (static_cast<int>(made) < options.count) {
        std::cerr << "error: puzzles: found only " << made << " of " << options.count << '\n';
        return 1;
    }
    return 0;
}

int lambsPuzzles(const puzzle::GeneratorOptions& options, int captures,
                 const std::string& tablesDir, bool bookOnly, const std::string* checkText) {
    std::string error;
    const auto src = puzzle::LambsPuzzleSources::open(captures, tablesDir, bookOnly, &error);
    if (!src) {
        std::cerr << "error: puzzles: " << error << '\n';
        return 2;
    }
    if (checkText) {
        std::vector<std::string> errors;
        const auto set = puzzle::parseLambsPuzzleSet(*checkText, &errors, captures);
        return reportChecks(set, errors, [&](const puzzle::LambsPuzzle& pz) {
            return puzzle::proveLambsPuzzle(pz, *src);
        });
    }
    return reportGenerated(options, src->tableLayers(), [&](puzzle::GeneratorStats* stats) {
        return puzzle::generateLambsPuzzles(
                   options, *src,
                   [](const puzzle::LambsPuzzle& pz) {
                       std::cout << puzzle::formatLambsPuzzle(pz) << std::endl;
                   },
                   stats)
            .size();
    });
}

int baghChalPuzzles(const puzzle::GeneratorOptions& options,
                    const puzzle::PuzzleSources::Options& sources, const std::string* checkText) {
    std::string error;
    const auto src = puzzle::PuzzleSources::open(sources, &error);
    if (!src) {
        std::cerr << "error: puzzles: " << error << '\n';
        return 2;
    }
    if (checkText) {
        std::vector<std::string> errors;
        const auto set = puzzle::parsePuzzleSet(*checkText, &errors);
        return reportChecks(set, errors, [&](const puzzle::Puzzle& pz) {
            return puzzle::provePuzzle(pz, src->exact());
        });
    }
    return reportGenerated(options, src->tableLayers(), [&](puzzle::GeneratorStats* stats) {
        return puzzle::generatePuzzles(
                   options, src->exact(),
                   [](const puzzle::Puzzle& pz) {
                       std::cout << puzzle::formatPuzzle(pz) << std::endl;
                   },
                   stats)
            .size();
    });
}

}  // namespace

int puzzlesCommand(const Args& args) {
    puzzle::GeneratorOptions options;
    puzzle::PuzzleSources::Options sources;
    std::string phase = "any", game = "baghchal", captures = "all";
    std::string checkPath;
    long long seed = 1;
    ArgParser p("puzzles", kPuzzlesUsage);
    p.value("--game", &game)
        .value("--captures", &captures)
        .integer("--count", 1, 100000, &options.count)
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
    if (game != "baghchal" && game != "lambs")
        return p.fail("--game: expected baghchal or lambs, got '" + game + "'"), 2;

    std::string text;
    const bool checking = p.given("--check");
    if (checking && !readText(checkPath, &text)) {
        std::cerr << "error: puzzles: cannot read " << checkPath << '\n';
        return 2;
    }
    // A set says which game it is by its records; --game only confirms it.
    const bool lambs = checking && !p.given("--game") ? lambsSet(text) : game == "lambs";
    if (lambs && p.given("--db"))
        return p.fail("--db: Lambs puzzles come from its tables alone (--tables DIR)"), 2;
    if (!lambs && p.given("--captures"))
        return p.fail("--captures: only with Lambs puzzles (Bagh-Chal is won by 5 captures)"), 2;
    const std::string* check = checking ? &text : nullptr;
    if (lambs) {
        const std::optional<lambs::Variant> variant = lambsVariantOf(p, captures);
        if (!variant) return 2;
        return lambsPuzzles(options, variant->capturesToWin(), sources.tablesDir, sources.bookOnly,
                            check);
    }
    return baghChalPuzzles(options, sources, check);
}

}  // namespace bagh::cli
