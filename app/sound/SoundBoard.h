// The game's sounds: a wooden tok when a goat is placed, a light click for a slide, a double
// knock for a capture, a three-note chime when the game ends (won, lost or drawn), and two quiet
// notes for a chat line from the other player over the network. They are
// short WAV files compiled in under :/sounds/ (resources/sounds/make_sounds.py makes them),
// played through QSoundEffect.
//
// Without an audio output (a machine without a sound server, CI, the tests) the board is
// silent: it makes no sound effects at all and prints nothing. It looks for an output only when
// the first sound is due, so a muted game never touches the audio system.
#pragma once

#include <QObject>
#include <QTimer>
#include <array>
#include <optional>

#include "engine/core/Position.h"
#include "engine/games/GameTypes.h"

class QSoundEffect;

class SoundBoard : public QObject {
    Q_OBJECT

public:
    enum class Sound { None, Place, Slide, Capture, Win, Loss, Draw, Chat };
    Q_ENUM(Sound)
    static constexpr int kSoundCount = 7;  // the sounds after None

    explicit SoundBoard(QObject* parent = nullptr);
    ~SoundBoard() override;

    // The sound of `move` just played: Place for a placement, Capture for a jump, Slide for any
    // other move; None for a null move.
    static Sound soundFor(bagh::games::Move move);
    // The chime for a game that has just ended with `result`, as heard by `listener`: Loss
    // when the listener's side lost, Win when it (or, with no listener, either side) won, Draw
    // for a draw; None while the game goes on. The listener is the human against the computer;
    // between two players or two computers there is none, and a win is a win.
    static Sound endSoundFor(bagh::GameResult result, std::optional<bagh::Side> listener);
    // The resource that holds `sound` (":/sounds/place.wav" …); empty for None.
    static QString resourcePath(Sound sound);

    // Plays `sound` unless muted (None plays nothing). A sound already playing starts over.
    void play(Sound sound);
    // Plays the sound of `move`; if the move ended the game (`result`), the end chime follows
    // a moment later, so both are heard. A later call drops a chime that is still to come.
    void playMove(bagh::games::Move move, bagh::GameResult result,
                  std::optional<bagh::Side> listener);

    void setMuted(bool muted);
    bool isMuted() const { return muted_; }
    // True once an audio output was found and the sound effects were made (false before any sound
    // was due, and on machines without audio).
    bool hasOutput() const { return effects_[0] != nullptr; }

signals:
    // Every sound the board plays, or would play if there were an audio output: what the
    // player hears, for the tests.
    void cue(SoundBoard::Sound sound);

private:
    // Looks for an audio output once and, if there is one, makes the sound effects. Returns
    // true if sounds can be played.
    bool prepare();

    std::array<QSoundEffect*, kSoundCount> effects_{};
    bool prepared_ = false;
    bool muted_ = false;
    QTimer endChime_;
    Sound pendingEnd_ = Sound::None;
};
