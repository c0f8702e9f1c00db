// The line protocol (docs/ENGINE-CLI.md), modelled on UCI: one request per line on the input,
// replies on the output. Malformed lines get "error: ..." and the engine keeps running.
#pragma once

#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/core/Game.h"

namespace bagh::cli {

class Protocol {
public:
    using Tokens = std::vector<std::string>;

    Protocol(std::istream& in, std::ostream& out);
    virtual ~Protocol() = default;

    // Reads requests until "quit" or the end of the input.
    void run();
    // Handles one line; returns false after "quit".
    bool handleLine(const std::string& line);

protected:
    // Writes one whole line; safe to call from the search thread.
    void send(const std::string& line);
    void error(const std::string& message) { send("error: " + message); }
    void addHandler(const std::string& name, std::function<void(const Tokens&)> handler);
    const Game& game() const { return game_; }
    // A new game from the start under `rule` (setoption name Repetition).
    void setRule(RepetitionRule rule);

    // Called after "position" changed the game (the search module hooks in here).
    virtual void onPositionChanged() {}
    // Called before quit and at the end of the input, to stop any running search.
    virtual void onQuit() {}
    // Offered every request before the handlers: returns true if it took the request (the
    // search module sends a Lambs and Tigers game's requests to its own session here).
    virtual bool divert(const Tokens&) { return false; }

private:
    void position(const Tokens& t);
    void display(const Tokens& t);
    void perft(const Tokens& t);

    std::istream& in_;
    std::ostream& out_;
    std::mutex outMutex_;
    std::map<std::string, std::function<void(const Tokens&)>> handlers_;
    Game game_;
};

// The protocol with every command the engine offers (the search adds its own to the base).
std::unique_ptr<Protocol> makeProtocol(std::istream& in, std::ostream& out);

}  // namespace bagh::cli
