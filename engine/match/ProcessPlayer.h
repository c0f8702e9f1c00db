// Any program that speaks our line protocol, as a player of one game: the program handling is
// the game-independent EngineProcess (EngineProcess.h, which says what the program is sent and
// when it forfeits); the rules type says what the game adds — setup lines before `isready`,
// the position line, and how the `bestmove` word reads as a move (garbage if it names no move,
// illegal if the rules do not allow it now).
#pragma once

#include "engine/match/EngineProcess.h"
#include "engine/match/Player.h"

namespace bagh::match {

template <class Rules>
class BasicProcessPlayer : public BasicPlayer<Rules> {
public:
    using typename BasicPlayer<Rules>::Game;
    using typename BasicPlayer<Rules>::Move;
    using typename BasicPlayer<Rules>::Answer;

    BasicProcessPlayer(Rules rules, std::vector<std::string> argv,
                       RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws)
        : rules_(std::move(rules)), process_(std::move(argv)), rule_(rule) {}

    std::string name() const override { return process_.name(); }
    bool start(Answer* answer) override {
        std::vector<std::string> setup = rules_.setupLines();
        // Only the traditional rule is said: the default needs no line, so programs that do
        // not know the option still play threefold matches as before.
        if (rule_ == RepetitionRule::NoRecurrence)
            setup.push_back("setoption name Repetition value traditional");
        const EngineProcess::Reply r = process_.start(setup);
        if (r.forfeit == Forfeit::None) return true;
        *answer = {Move(), r.forfeit, r.detail};
        return false;
    }
    Answer move(const Game& game, const MoveLimits& limits) override {
        const EngineProcess::Reply r = process_.think(rules_.positionLine(game), limits);
        if (r.forfeit != Forfeit::None) return {Move(), r.forfeit, r.detail};
        Move m;
        switch (rules_.readMove(game, r.word, &m)) {
            case MoveRead::Garbage:
                return {Move(), Forfeit::Garbage, "'" + r.line.substr(0, 80) + "'"};
            case MoveRead::Illegal:
                return {Move(), Forfeit::Illegal, "illegal move '" + r.word + "'"};
            case MoveRead::Legal:
                break;
        }
        return {m};
    }

private:
    Rules rules_;
    EngineProcess process_;
    RepetitionRule rule_;
};

using ProcessPlayer = BasicProcessPlayer<BaghChalRules>;

}  // namespace bagh::match
