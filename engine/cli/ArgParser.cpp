#include "engine/cli/ArgParser.h"

#include <iostream>
#include <utility>

#include "engine/cli/PositionArg.h"

namespace bagh::cli {
namespace {

bool isOption(const std::string& arg) { return arg.size() > 1 && arg[0] == '-'; }

}  // namespace

ArgParser::ArgParser(std::string command, std::string usage)
    : command_(std::move(command)), usage_(std::move(usage)) {}

ArgParser& ArgParser::value(const std::string& name, std::string* out) {
    Option o(name, Option::Kind::Value);
    o.set = [out](const std::string& v) { *out = v; };
    options_.push_back(std::move(o));
    return *this;
}

ArgParser& ArgParser::flag(const std::string& name, bool* out) {
    Option o(name, Option::Kind::Flag);
    o.flag = out;
    options_.push_back(std::move(o));
    return *this;
}

ArgParser& ArgParser::addInteger(const std::string& name, long long lo, long long hi,
                                 std::function<void(long long)> set) {
    Option o(name, Option::Kind::Integer);
    o.lo = lo;
    o.hi = hi;
    o.setInteger = std::move(set);
    options_.push_back(std::move(o));
    return *this;
}

ArgParser& ArgParser::positionals(std::vector<std::string>* out, std::size_t max) {
    positionals_ = out;
    maxPositionals_ = max;
    return *this;
}

ArgParser::Option* ArgParser::find(const std::string& name) {
    for (Option& o : options_)
        if (o.name == name) return &o;
    return nullptr;
}

std::string ArgParser::parse(const Args& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (!isOption(a)) {
            if (!positionals_ || positionals_->size() >= maxPositionals_)
                return "unexpected argument '" + a + "'";
            positionals_->push_back(a);
            continue;
        }
        Option* o = find(a);
        if (!o) return "unknown option '" + a + "'";
        o->given = true;
        if (o->kind == Option::Kind::Flag) {
            *o->flag = true;
            continue;
        }
        if (i + 1 >= args.size()) return "option " + a + " needs a value";
        const std::string& v = args[++i];
        if (o->kind == Option::Kind::Value) {
            o->set(v);
            continue;
        }
        const auto n = parseInteger(v, o->lo, o->hi);
        if (!n)
            return a + ": expected an integer from " + std::to_string(o->lo) + " to " +
                   std::to_string(o->hi) + ", got '" + v + "'";
        o->setInteger(*n);
    }
    return {};
}

bool ArgParser::read(const Args& args) {
    const std::string what = parse(args);
    return what.empty() || fail(what);
}

bool ArgParser::fail(const std::string& what) const {
    std::cerr << "error: " << command_ << ": " << what << "\nusage: baghchal-engine " << usage_
              << '\n';
    return false;
}

bool ArgParser::given(const std::string& name) const {
    for (const Option& o : options_)
        if (o.name == name) return o.given;
    return false;
}

}  // namespace bagh::cli
