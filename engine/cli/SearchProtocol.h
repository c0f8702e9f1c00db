// The search's part of the line protocol: go, stop, analyse, setoption, and the switch to
// Lambs and Tigers (setoption name Game), whose requests a LambsSession answers. A client of the
// Engine facade like the GUI; search results arrive on the engine's thread and go out through
// send().
#pragma once

#include "engine/cli/LambsProtocol.h"
#include "engine/cli/Protocol.h"
#include "engine/search/Engine.h"

namespace bagh::cli {

class SearchProtocol : public Protocol {
public:
    SearchProtocol(std::istream& in, std::ostream& out);
    ~SearchProtocol() override;

protected:
    void onPositionChanged() override;
    void onQuit() override;
    // While Lambs and Tigers is the game, its requests go to the Lambs session.
    bool divert(const Tokens& t) override;

private:
    void go(const Tokens& t);
    void analyse(const Tokens& t);
    void setOption(const Tokens& t);
    bool parseLimits(const Tokens& t, const char* command, SearchLimits* limits);

    Engine engine_;
    LambsSession lambs_;
    bool lambsGame_ = false;  // setoption name Game value lambs|baghchal
};

}  // namespace bagh::cli
