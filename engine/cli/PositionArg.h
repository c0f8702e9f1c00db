// Shared argument readers for the subcommands.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "engine/cli/ArgParser.h"
#include "engine/core/Position.h"
#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::cli {

// Parses an OBX record into `pos`; on failure prints "error: <field>: <reason>" on stderr and
// returns false. Warnings go to stderr as "warning: ...".
bool readPosition(const std::string& obx, Position& pos);

// The pieces of an OBX record given unquoted, which arrives as several arguments, joined with
// spaces (its fields are space-separated anyway).
std::string joinRecord(const std::vector<std::string>& pieces);

// An integer in [lo, hi], or nothing.
std::optional<long long> parseInteger(const std::string& text, long long lo, long long hi);

// A captures-to-win option of Lambs and Tigers: "all" (lambs::kAllGoats) or 1..goats.
std::optional<int> parseCapturesToWin(const std::string& text, int goats);
// The Lambs and Tigers variant of a --captures value, or nothing after `p` has complained
// ("--captures: expected 1..15 or all, got 'x'").
std::optional<lambs::Variant> lambsVariantOf(const ArgParser& p, const std::string& captures);

// perft lines for depths 1..depth, then "time_ms T nps X".
void printPerft(std::ostream& out, Position pos, int depth);
// The same for Lambs and Tigers under variant `v`.
void printPerft(std::ostream& out, const lambs::Variant& v, lambs::Position pos, int depth);

}  // namespace bagh::cli
