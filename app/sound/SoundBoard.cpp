#include "sound/SoundBoard.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

using namespace bagh::games;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;

namespace {

// The chime waits until the move's own sound has mostly died away.
constexpr int kEndChimeDelayMs = 260;

QtMessageHandler previousHandler = nullptr;

// Without a sound server Qt's PulseAudio backend warns that it could not connect. Here that is
// an ordinary state (CI, a headless machine) whose only consequence is silence, so the warning
// is kept off the terminal while the board looks for an output; everything else passes on.
void quietWithoutServer(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (text.startsWith(QLatin1String("PulseAudioService:"))) return;
    if (previousHandler) previousHandler(type, context, text);
}

int indexOf(SoundBoard::Sound sound) { return static_cast<int>(sound) - 1; }

}  // namespace

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {
    endChime_.setSingleShot(true);
    endChime_.setInterval(kEndChimeDelayMs);
    connect(&endChime_, &QTimer::timeout, this, [this] { play(pendingEnd_); });
}

SoundBoard::~SoundBoard() = default;

SoundBoard::Sound SoundBoard::soundFor(Move move) {
    if (move.isNull()) return Sound::None;
    if (move.isPlacement()) return Sound::Place;
    return move.isJump() ? Sound::Capture : Sound::Slide;
}

SoundBoard::Sound SoundBoard::endSoundFor(GameResult result, std::optional<Side> listener) {
    switch (result.outcome) {
        case Outcome::None:
            return Sound::None;
        case Outcome::Draw:
            return Sound::Draw;
        case Outcome::TigersWin:
            return listener == Side::Goats ? Sound::Loss : Sound::Win;
        case Outcome::GoatsWin:
            return listener == Side::Tigers ? Sound::Loss : Sound::Win;
    }
    return Sound::None;
}

QString SoundBoard::resourcePath(Sound sound) {
    switch (sound) {
        case Sound::None:
            break;
        case Sound::Place:
            return QStringLiteral(":/sounds/place.wav");
        case Sound::Slide:
            return QStringLiteral(":/sounds/slide.wav");
        case Sound::Capture:
            return QStringLiteral(":/sounds/capture.wav");
        case Sound::Win:
            return QStringLiteral(":/sounds/win.wav");
        case Sound::Loss:
            return QStringLiteral(":/sounds/loss.wav");
        case Sound::Draw:
            return QStringLiteral(":/sounds/draw.wav");
        case Sound::Chat:
            return QStringLiteral(":/sounds/chat.wav");
    }
    return {};
}

void SoundBoard::play(Sound sound) {
    if (muted_ || sound == Sound::None) return;
    emit cue(sound);
    if (!prepare()) return;
    effects_[indexOf(sound)]->play();
}

void SoundBoard::playMove(Move move, GameResult result, std::optional<Side> listener) {
    endChime_.stop();
    play(soundFor(move));
    pendingEnd_ = endSoundFor(result, listener);
    if (pendingEnd_ != Sound::None) endChime_.start();
}

void SoundBoard::setMuted(bool muted) {
    muted_ = muted;
    if (!muted) return;
    endChime_.stop();
    for (QSoundEffect* e : effects_)
        if (e) e->stop();
}

bool SoundBoard::prepare() {
    if (prepared_) return hasOutput();
    prepared_ = true;
    previousHandler = qInstallMessageHandler(quietWithoutServer);
    const bool none = QMediaDevices::audioOutputs().isEmpty();
    qInstallMessageHandler(previousHandler);
    if (none) return false;
    for (int i = 0; i < kSoundCount; ++i) {
        auto* effect = new QSoundEffect(this);
        // Loaded now, in the background, so later sounds start without delay.
        effect->setSource(QUrl(QStringLiteral("qrc") + resourcePath(static_cast<Sound>(i + 1))));
        effects_[i] = effect;
    }
    return true;
}
