#include "xmpp/LobbyDialog.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include "ui/FitToScreen.h"
#include "xmpp/InternetDialog.h"
#include "xmpp/Lobby.h"

LobbyDialog::LobbyDialog(Lobby* lobby, QWidget* parent) : QDialog(parent), lobby_(lobby) {
    setWindowTitle(tr("Internet Lobby"));
    auto* body = new QVBoxLayout;

    auto* roomRow = new QHBoxLayout;
    auto* roomLabel = new QLabel(tr("&Room"));
    room_ = new QLineEdit;
    room_->setPlaceholderText(tr("baghchal@conference.example.org"));
    roomLabel->setBuddy(room_);
    join_ = new QPushButton(tr("&Join"));
    join_->setAutoDefault(false);
    connect(join_, &QPushButton::clicked, this, [this] {
        if (room_->text().trimmed().contains('@')) lobby_->join(room_->text());
    });
    connect(room_, &QLineEdit::returnPressed, join_, &QPushButton::click);
    roomRow->addWidget(roomLabel);
    roomRow->addWidget(room_, 1);
    roomRow->addWidget(join_);
    body->addLayout(roomRow);
    state_ = new QLabel;
    state_->setWordWrap(true);
    body->addWidget(state_);

    auto* gamesBox = new QGroupBox(tr("Open games"));
    auto* games = new QVBoxLayout(gamesBox);
    offers_ = new QListWidget;
    offers_->setWordWrap(true);
    offers_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    offers_->setMaximumHeight(offers_->fontMetrics().lineSpacing() * 7);
    games->addWidget(offers_);
    auto* gameRow = new QHBoxLayout;
    post_ = new QPushButton(tr("&Post a Game…"));
    post_->setToolTip(tr("Offer a game that anyone in the room may take"));
    take_ = new QPushButton(tr("&Take"));
    for (QPushButton* b : {post_, take_}) b->setAutoDefault(false);
    connect(post_, &QPushButton::clicked, this, &LobbyDialog::postWanted);
    connect(take_, &QPushButton::clicked, this, [this] {
        // Each offer's row holds its index among the lobby's offers (the own post has none).
        const QListWidgetItem* item = offers_->currentItem();
        if (item && item->data(Qt::UserRole).isValid())
            emit takeChosen(item->data(Qt::UserRole).toInt());
    });
    connect(offers_, &QListWidget::itemActivated, take_, &QPushButton::click);
    gameRow->addWidget(post_);
    gameRow->addStretch(1);
    gameRow->addWidget(take_);
    games->addLayout(gameRow);
    body->addWidget(gamesBox);

    auto* chatBox = new QGroupBox(tr("Chat in the room"));
    auto* chat = new QVBoxLayout(chatBox);
    chat_ = new QPlainTextEdit;
    chat_->setReadOnly(true);
    chat_->setMinimumHeight(chat_->fontMetrics().lineSpacing() * 6);
    chat->addWidget(chat_, 1);
    auto* sayRow = new QHBoxLayout;
    input_ = new QLineEdit;
    input_->setPlaceholderText(tr("Say something to the room"));
    input_->setAccessibleName(tr("Message to the room"));
    send_ = new QPushButton(tr("&Send"));
    // Return says the line (as in any chat), never closes the window.
    send_->setDefault(true);
    connect(send_, &QPushButton::clicked, this, &LobbyDialog::sayNow);
    sayRow->addWidget(input_, 1);
    sayRow->addWidget(send_);
    chat->addLayout(sayRow);
    body->addWidget(chatBox, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    FitToScreen::setBody(this, body, buttons);

    connect(lobby_, &Lobby::stateChanged, this, &LobbyDialog::showState);
    connect(lobby_, &Lobby::offersChanged, this, &LobbyDialog::showOffers);
    connect(lobby_, &Lobby::said, this, [this](const QString& line) {
        chat_->appendPlainText(line);
        chat_->verticalScrollBar()->setValue(chat_->verticalScrollBar()->maximum());
    });
    for (const QString& line : lobby_->lines()) chat_->appendPlainText(line);
    showState();
    showOffers();
}

void LobbyDialog::showEvent(QShowEvent* event) {
    if (room_->text().isEmpty()) room_->setText(lobby_->room());
    QDialog::showEvent(event);
}

void LobbyDialog::showState() {
    const bool in = lobby_->state() == Lobby::State::In;
    switch (lobby_->state()) {
        case Lobby::State::Out:
            state_->setText(tr("Not in a room: Join to see its games and chat."));
            break;
        case Lobby::State::Joining:
            state_->setText(tr("Joining %1…").arg(lobby_->room()));
            break;
        case Lobby::State::In:
            state_->setText(tr("In %1.").arg(lobby_->room()));
            break;
        case Lobby::State::Refused:
            state_->setText(tr("%1 did not let you in: %2").arg(lobby_->room(), lobby_->problem()));
            break;
    }
    for (QWidget* w : {static_cast<QWidget*>(post_), static_cast<QWidget*>(input_),
                       static_cast<QWidget*>(send_)})
        w->setEnabled(in);
    showOffers();
}

void LobbyDialog::showOffers() {
    const int row = offers_->currentRow();
    offers_->clear();
    // This player's own post is not theirs to take, but it is there: said first.
    if (lobby_->posting()) {
        auto* mine = new QListWidgetItem(tr("Your game is posted: anyone here may take it."));
        mine->setFlags(Qt::NoItemFlags);
        offers_->addItem(mine);
    }
    const int first = offers_->count();
    for (const auto& offer : lobby_->offers()) {
        Invitation post;
        post.from = QString::fromStdString(offer.jid);
        post.payload.setup = offer.setup;
        auto* item = new QListWidgetItem(InternetDialog::describe(post, true), offers_);
        item->setData(Qt::UserRole, offers_->count() - 1 - first);
    }
    if (offers_->count() == first) {
        auto* none = new QListWidgetItem(tr("No open games yet: post one, or wait for one."));
        none->setFlags(Qt::NoItemFlags);
        offers_->addItem(none);
        take_->setEnabled(false);
        return;
    }
    offers_->setCurrentRow(std::clamp(row, first, offers_->count() - 1));
    take_->setEnabled(lobby_->state() == Lobby::State::In);
}

void LobbyDialog::sayNow() {
    if (room_->hasFocus()) return;  // Return in the room's field joins (the default button)
    if (lobby_->say(input_->text())) input_->clear();
}
