// The search's part of the line protocol: go, stop, analyse, setoption. A client of the Engine
// facade like the GUI; search results arrive on the engine's thread and go out through send().
#pragma once

#include <string>
#include <vector>

#include "Protocol.h"
#include "search/Engine.h"

namespace bagh::cli {

// "info depth D score S value V exact|estimate [plies N] nodes N nps X time T hashfull H pv ..."
std::string formatInfo(const SearchInfo& info);
// The "position ..." line, then one "move ..." line per legal move, best first.
std::vector<std::string> formatAnalysis(const Analysis& a);

class SearchProtocol : public Protocol {
public:
    SearchProtocol(std::istream& in, std::ostream& out);
    ~SearchProtocol() override;

protected:
    void onPositionChanged() override;
    void onQuit() override;

private:
    void go(const Tokens& t);
    void analyse(const Tokens& t);
    void setOption(const Tokens& t);
    bool parseLimits(const Tokens& t, const char* command, SearchLimits* limits);

    Engine engine_;
};

}  // namespace bagh::cli
