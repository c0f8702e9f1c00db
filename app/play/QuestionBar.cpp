#include "play/QuestionBar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <utility>

#include "session/GameSession.h"

using bagh::Side;

QuestionBar::QuestionBar(GameSession* session, QWidget* parent)
    : QFrame(parent),
      session_(session),
      text_(new QLabel),
      accept_(new QPushButton),
      decline_(new QPushButton) {
    setObjectName(QStringLiteral("questionBar"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Question from the other player"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);  // names come from the players
    accept_->setText(tr("&Accept"));
    decline_->setText(tr("&Decline"));
    // The keys stay Alt+A and Alt+D in every language, whatever letter a translation marks.
    accept_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_A));
    decline_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_D));
    accept_->setToolTip(accept_->shortcut().toString(QKeySequence::NativeText));
    decline_->setToolTip(decline_->shortcut().toString(QKeySequence::NativeText));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 10, 6);
    row->addWidget(text_, 1);
    row->addWidget(accept_);
    row->addWidget(decline_);
    connect(accept_, &QPushButton::clicked, this, [this] { answer(true); });
    connect(decline_, &QPushButton::clicked, this, [this] { answer(false); });
    connect(session_, &GameSession::questionsChanged, this, &QuestionBar::update);
    connect(session_, &GameSession::stateChanged, this, &QuestionBar::update);
    hide();
}

QString QuestionBar::question() const { return isVisible() ? text_->text() : QString(); }

void QuestionBar::update() {
    std::optional<Side> from;
    for (Side s : {Side::Goats, Side::Tigers})
        if (!from && session_->answersHere(s)) from = s;
    showsJoin_ = false;
    if (!from) {
        if (joinAnswer_) {
            showsJoin_ = true;
            text_->setText(joinText_);
            setAccessibleDescription(joinText_);
            if (isHidden()) show();
        } else if (!isHidden()) {
            hide();
        }
        return;
    }
    from_ = *from;
    const QString asker = session_->playerName(*from);
    const QString answerer = session_->playerName(bagh::opponent(*from));
    // Two people at this screen: say who answers.
    const bool bothHere = session_->seat(*from)->playsAtThisScreen();
    QString text;
    if (*session_->questionFrom(*from) == Seat::Request::TakeBack)
        text = bothHere ? tr("%1 asks to take back a move. Does %2 agree?").arg(asker, answerer)
                        : tr("%1 asks to take back a move. Do you agree?").arg(asker);
    else if (session_->seat(*from)->movesByItself())
        text = tr("%1 offers a draw: %Ln moves without a capture or a placement. Do you accept?",
                  nullptr, session_->game().quietPlies())
                   .arg(asker);
    else
        text = bothHere ? tr("%1 offers a draw. Does %2 accept?").arg(asker, answerer)
                        : tr("%1 offers a draw. Do you accept?").arg(asker);
    text_->setText(text);
    setAccessibleDescription(text);
    if (isHidden()) show();
}

void QuestionBar::answer(bool yes) {
    if (showsJoin_) {
        // Cleared first: the answer may ask again at once.
        const auto reply = std::exchange(joinAnswer_, {});
        update();
        reply(yes);
        return;
    }
    if (session_->answersHere(from_)) session_->answer(from_, yes);
}

void QuestionBar::askToJoin(const QString& name, const QString& from,
                            std::function<void(bool)> answer) {
    joinText_ = tr("%1 (%2) asks to join your game.").arg(name, from);
    joinAnswer_ = std::move(answer);
    update();
}

void QuestionBar::withdrawJoin() {
    if (!joinAnswer_) return;
    joinAnswer_ = {};
    update();
}
