// The arguments of a subcommand, read against declared options: `--name VALUE`, `--name` flags,
// `--name N` integers in a range, and positional arguments. One reader, so that every command
// takes options the same way and words every complaint the same way:
//   error: <command>: <what>
//   usage: baghchal-engine <usage>
// An argument is an option when it starts with '-' and has more after it; a lone "-" (stdin, or
// an OBX record's empty last-move field) is positional. An option's value is the next argument,
// whatever it looks like.
#pragma once

#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "engine/cli/Commands.h"

namespace bagh::cli {

class ArgParser {
public:
    ArgParser(std::string command, std::string usage);

    // `--name VALUE`: the value into *out.
    ArgParser& value(const std::string& name, std::string* out);
    // `--name`: sets *out to true.
    ArgParser& flag(const std::string& name, bool* out);
    // `--name N` with lo <= N <= hi: N into *out.
    template <class Int>
    ArgParser& integer(const std::string& name, long long lo, long long hi, Int* out) {
        return addInteger(name, lo, hi, [out](long long n) { *out = static_cast<Int>(n); });
    }
    // Every argument that is not an option, in order, into *out; more than `max` is an error.
    ArgParser& positionals(std::vector<std::string>* out,
                           std::size_t max = std::numeric_limits<std::size_t>::max());

    // Reads `args`. Returns "" when they are valid, else what is wrong (without the prefix).
    std::string parse(const Args& args);
    // parse(), printing a complaint on stderr; true when the arguments are valid.
    bool read(const Args& args);
    // Prints a complaint of the command's own (a check the declarations cannot express) in the
    // same form. Returns false, so that `return parser.fail(…);` reads naturally.
    bool fail(const std::string& what) const;

    // True when option `name` appeared in the arguments read.
    bool given(const std::string& name) const;

private:
    struct Option {
        enum class Kind { Value, Flag, Integer };
        Option(std::string n, Kind k) : name(std::move(n)), kind(k) {}
        std::string name;
        Kind kind;
        long long lo = 0, hi = 0;
        std::function<void(const std::string&)> set;  // Value
        std::function<void(long long)> setInteger;    // Integer
        bool* flag = nullptr;                         // Flag
        bool given = false;
    };

    ArgParser& addInteger(const std::string& name, long long lo, long long hi,
                          std::function<void(long long)> set);
    Option* find(const std::string& name);

    std::string command_, usage_;
    std::vector<Option> options_;
    std::vector<std::string>* positionals_ = nullptr;
    std::size_t maxPositionals_ = 0;
};

}  // namespace bagh::cli
