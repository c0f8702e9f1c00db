#include "dialogs/ConnectionView.h"

#include <QApplication>
#include <QClipboard>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "net/NetHost.h"
#include "play/NetworkPlay.h"

namespace {

QLabel* valueLabel() {
    auto* l = new QLabel;
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);  // a name comes from the other player
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

}  // namespace

ConnectionView::ConnectionView(NetworkPlay* play, QWidget* parent)
    : QWidget(parent),
      play_(play),
      form_(new QFormLayout),
      opponent_(valueLabel()),
      address_(valueLabel()),
      security_(valueLabel()),
      state_(valueLabel()),
      codeRow_(new QWidget),
      code_(new QLineEdit),
      copy_(new QPushButton(tr("Copy"))),
      listening_(valueLabel()),
      leave_(new QPushButton(tr("Leave the Game"))),
      freeSeat_(new QPushButton(tr("Let a New Player Join"))) {
    setObjectName(QStringLiteral("connectionView"));
    auto* form = form_;
    form->addRow(tr("State"), state_);
    form->addRow(tr("Opponent"), opponent_);
    form->addRow(tr("Address"), address_);
    form->addRow(tr("Security"), security_);
    code_->setReadOnly(true);
    code_->setObjectName(QStringLiteral("joinCode"));
    code_->setAccessibleName(tr("Join code"));  // its row's label names the row, not the box
    auto* codeRow = new QHBoxLayout(codeRow_);
    codeRow->setContentsMargins(0, 0, 0, 0);
    codeRow->addWidget(code_, 1);
    codeRow->addWidget(copy_);
    form->addRow(tr("Join code"), codeRow_);
    form->addRow(QString(), listening_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addStretch(1);
    leave_->setToolTip(tr("End the network game; it stays on the board"));
    // Enter closes the dialog; only a deliberate click or Space leaves the game.
    leave_->setAutoDefault(false);
    copy_->setAutoDefault(false);
    freeSeat_->setToolTip(
        tr("Your opponent is away. If their program lost its place in this game, let the join "
           "code admit a new player"));
    freeSeat_->setAutoDefault(false);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(freeSeat_);
    buttons->addWidget(leave_);
    layout->addLayout(buttons);
    connect(freeSeat_, &QPushButton::clicked, this, [this] {
        if (NetHost* host = play_->hostSession()) host->freeSeat();
        refresh();
    });
    connect(copy_, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(code_->text()); });
    connect(leave_, &QPushButton::clicked, this, [this] {
        play_->leave();
        emit left();
    });
    connect(play_, &NetworkPlay::changed, this, &ConnectionView::refresh);
    refresh();
}

// How the connection was keyed, in the player's words (docs/NETWORK.md, "Encryption and keys").
QString ConnectionView::keyingText(bagh::net::Keying keying) {
    switch (keying) {
        case bagh::net::Keying::Code:
            return tr("keyed by the join code: nobody else can read or change the game");
        case bagh::net::Keying::Seat:
            return tr("keyed by the guest's own seat: nobody else can read or change the game");
        case bagh::net::Keying::Open:
            return tr(
                "joined from the local list: safe from listeners, but not proven to be "
                "who it says");
    }
    return {};
}

void ConnectionView::refresh() {
    const NetSession* s = play_->net();
    if (!s) return;
    const QString none = tr("—");
    const QString name = play_->opponentName();
    opponent_->setText(name.isEmpty() ? none : name);
    const QString where = s->peerAddressText();
    address_->setText(where.isEmpty() ? none : where);
    security_->setText(
        s->isEncrypted() ? tr("Encrypted (%1), %2").arg(s->securityText(), keyingText(s->keying()))
                         : none);
    state_->setText(play_->stateText());
    const NetHost* host = play_->hostSession();
    form_->setRowVisible(codeRow_, host != nullptr);
    form_->setRowVisible(listening_, host != nullptr);
    freeSeat_->setVisible(host && host->isSeated() && !host->isLinked());
    if (!host) return;
    code_->setText(play_->joinCode());
    // The whole code in view (38 characters for IPv4, 57 for IPv6), not a scrolled part of it.
    code_->setMinimumWidth(code_->fontMetrics().horizontalAdvance(code_->text()) +
                           2 * code_->fontMetrics().averageCharWidth() + 12);
    QStringList addresses;
    for (const QHostAddress& a : host->addresses()) addresses << a.toString();
    listening_->setText(
        tr("Listening on %1, port %2. Over the Internet the port must be "
           "reachable (or use a VPN).")
            .arg(addresses.join(QStringLiteral(", ")), QString::number(host->port())));
}

QString ConnectionView::opponentShown() const { return opponent_->text(); }
QString ConnectionView::stateShown() const { return state_->text(); }
QString ConnectionView::securityShown() const { return security_->text(); }
