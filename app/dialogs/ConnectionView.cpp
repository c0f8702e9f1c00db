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
#include "play/NetworkFacts.h"
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
      leave_(new QPushButton(tr("Leave the Game"))) {
    setObjectName(QStringLiteral("connectionView"));
    auto* form = form_;
    form->addRow(tr("State"), state_);
    form->addRow(tr("Opponent"), opponent_);
    form->addRow(tr("Address"), address_);
    form->addRow(tr("Security"), security_);
    code_->setReadOnly(true);
    code_->setObjectName(QStringLiteral("joinCode"));
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
    layout->addWidget(leave_, 0, Qt::AlignRight);
    connect(copy_, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(code_->text()); });
    connect(leave_, &QPushButton::clicked, this, [this] {
        play_->leave();
        emit left();
    });
    connect(play_, &NetworkPlay::changed, this, &ConnectionView::refresh);
    refresh();
}

void ConnectionView::refresh() {
    const NetSession* s = play_->session();
    if (!s) return;
    const QString none = tr("—");
    const QString name = play_->opponentName();
    opponent_->setText(name.isEmpty() ? none : name);
    const QString where = NetworkFacts::peerAddressText(*s);
    address_->setText(where.isEmpty() ? none : where);
    security_->setText(
        NetworkFacts::isEncrypted(*s)
            ? NetworkFacts::securityText(*s)
            : tr("%1: whoever can read the network's traffic can read the moves and the chat.")
                  .arg(NetworkFacts::securityText(*s)));
    state_->setText(play_->stateText());
    const NetHost* host = play_->hostSession();
    form_->setRowVisible(codeRow_, host != nullptr);
    form_->setRowVisible(listening_, host != nullptr);
    if (!host) return;
    code_->setText(play_->joinCode());
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
