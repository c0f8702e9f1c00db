// The search's part of the line protocol: go, stop, analyse, setoption. A client of the Engine
// facade like the GUI; search results arrive on the engine's thread and go out through send().
#pragma once

#include "Protocol.h"
#include "search/Engine.h"

namespace bagh::cli {

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
