#include "xmpp/InternetDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "dialogs/TimeControlEdit.h"
#include "session/RulesData.h"
#include "ui/CapturesBox.h"
#include "ui/FitToScreen.h"
#include "xmpp/XmppAccount.h"

using bagh::games::GameKind;

InternetDialog::InternetDialog(XmppAccount* account, const QList<Invitation>& invitations,
                               QWidget* parent)
    : QDialog(parent), account_(account) {
    setWindowTitle(tr("Play Over the Internet"));
    auto* body = new QVBoxLayout;
    body->addWidget(new QLabel(tr("Signed in as %1.").arg(account->address())));

    auto* contactsBox = new QGroupBox(tr("Contacts"));
    auto* contactsLayout = new QVBoxLayout(contactsBox);
    contacts_ = new QListWidget;
    contacts_->setMaximumHeight(contacts_->fontMetrics().lineSpacing() * 7);
    contactsLayout->addWidget(contacts_);
    body->addWidget(contactsBox);
    connect(account_, &XmppAccount::rosterChanged, this, &InternetDialog::showContacts);
    connect(contacts_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) contact_->setText(contacts_->item(row)->data(Qt::UserRole).toString());
    });

    auto* inviteBox = new QGroupBox(tr("Invite a contact"));
    auto* form = new QFormLayout(inviteBox);
    contact_ = new QLineEdit;
    contact_->setPlaceholderText(tr("name@example.org"));
    add_ = new QPushButton(tr("Add Con&tact"));
    add_->setAutoDefault(false);
    add_->setToolTip(tr("Add the address to your contacts and ask to see when they are online"));
    connect(add_, &QPushButton::clicked, this, [this] {
        const QString contact = typedContact();
        if (contact.isEmpty() || !account_->client()) return;
        account_->client()->addContact(contact.toStdString());
        error_->setText(tr("%1 is asked to let you see when they are online.").arg(contact));
        error_->show();
        grow();
    });
    watch_ = new QPushButton(tr("&Watch"));
    watch_->setAutoDefault(false);
    watch_->setToolTip(tr("Watch the game this contact is playing, without playing"));
    connect(watch_, &QPushButton::clicked, this, [this] {
        const QString contact = typedContact();
        if (contact.isEmpty()) return;
        emit watchChosen(contact);
        accept();
    });
    auto* contactRow = new QHBoxLayout;
    contactRow->addWidget(contact_, 1);
    contactRow->addWidget(add_);
    contactRow->addWidget(watch_);
    auto* contactLabel = new QLabel(tr("&Contact"));
    contactLabel->setBuddy(contact_);
    form->addRow(contactLabel, contactRow);
    game_ = new QComboBox;
    game_->addItem(tr("Bagh-Chal"), rulesdata::kindData(GameKind::BaghChal));
    game_->addItem(tr("Lambs and Tigers"), rulesdata::kindData(GameKind::Lambs));
    form->addRow(tr("&Game"), game_);
    captures_ = new CapturesBox;
    form->addRow(tr("Tigers win at"), captures_);
    auto showCaptures = [this, form] {
        form->setRowVisible(captures_, rulesdata::kindOf(game_->currentData()) == GameKind::Lambs);
        grow();
    };
    connect(game_, &QComboBox::currentIndexChanged, this, showCaptures);
    showCaptures();
    side_ = new QComboBox;
    side_->addItem(tr("Goats (move first)"), 0);
    side_->addItem(tr("Tigers"), 1);
    form->addRow(tr("You &play"), side_);
    clock_ = new TimeControlEdit;
    form->addRow(tr("Time"), clock_);
    watchers_ = new QComboBox;
    watchers_->addItem(tr("Your contacts"), int(bagh::xmpp::WatchPolicy::Contacts));
    watchers_->addItem(tr("Anyone"), int(bagh::xmpp::WatchPolicy::Any));
    watchers_->addItem(tr("No one"), int(bagh::xmpp::WatchPolicy::None));
    form->addRow(tr("Who &may watch"), watchers_);
    invite_ = new QPushButton(tr("&Invite"));
    connect(invite_, &QPushButton::clicked, this, &InternetDialog::inviteNow);
    post_ = new QPushButton(tr("Post in the &Lobby"));
    post_->setAutoDefault(false);
    post_->setToolTip(tr("Offer this game in the lobby, for anyone there to take"));
    connect(post_, &QPushButton::clicked, this, [this] {
        emit postChosen(terms());
        accept();
    });
    auto* sendRow = new QHBoxLayout;
    sendRow->addWidget(invite_);
    sendRow->addWidget(post_);
    form->addRow(sendRow);
    body->addWidget(inviteBox);

    auto* answerBox = new QGroupBox(tr("Invitations for you"));
    auto* answers = new QVBoxLayout(answerBox);
    invitations_ = new QListWidget;
    // A whole invitation on a few lines, never cut at the side; the list as high as a few.
    invitations_->setWordWrap(true);
    invitations_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    invitations_->setMaximumHeight(invitations_->fontMetrics().lineSpacing() * 8);
    for (const Invitation& i : invitations) invitations_->addItem(describe(i));
    invitations_->setCurrentRow(0);
    answers->addWidget(invitations_);
    auto* row = new QHBoxLayout;
    accept_ = new QPushButton(tr("&Accept"));
    decline_ = new QPushButton(tr("&Decline"));
    accept_->setAutoDefault(false);
    decline_->setAutoDefault(false);
    connect(accept_, &QPushButton::clicked, this, [this] { answer(true); });
    connect(decline_, &QPushButton::clicked, this, [this] { answer(false); });
    row->addStretch(1);
    row->addWidget(accept_);
    row->addWidget(decline_);
    answers->addLayout(row);
    answerBox->setVisible(!invitations.isEmpty());
    body->addWidget(answerBox);

    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->hide();
    showContacts();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* foot = new QWidget;
    auto* footLayout = new QVBoxLayout(foot);
    footLayout->setContentsMargins(0, 0, 0, 0);
    footLayout->addWidget(error_);
    footLayout->addWidget(buttons);
    body_ = FitToScreen::setBody(this, body, foot);
    invite_->setDefault(true);
    (invitations.isEmpty() ? static_cast<QWidget*>(contact_) : invitations_)->setFocus();
}

QString InternetDialog::describe(const Invitation& invitation, bool offer) {
    const QString who = invitation.from.section('/', 0, 0);
    const auto setup = bagh::xmpp::setupFromText(invitation.payload.setup);
    if (!setup || !setup->game || !setup->side)
        return offer ? tr("%1 offers a game").arg(who) : tr("%1 invites you to a game").arg(who);
    const QString game = *setup->game == GameKind::Lambs ? tr("Lambs and Tigers") : tr("Bagh-Chal");
    // The host's side is in the setup: this player plays the other.
    const QString side =
        *setup->side == bagh::Side::Goats ? tr("you play the tigers") : tr("you play the goats");
    QString text = offer ? tr("%1 offers %2: %3").arg(who, game, side)
                         : tr("%1 invites you to %2: %3").arg(who, game, side);
    if (setup->clock)
        text += tr(", %1 min + %2 s a move")
                    .arg(QLocale().toString(setup->clock->baseMs / 60000),
                         QLocale().toString(setup->clock->incrementMs / 1000));
    return text;
}

void InternetDialog::showContacts() {
    const QString chosen = contact_->text().trimmed();
    contacts_->clear();
    if (!account_->client()) return;
    for (const auto& c : account_->client()->contacts()) {
        const QString jid = QString::fromStdString(c.jid);
        const QString state = !c.online   ? tr("offline")
                              : c.hasGame ? tr("online, has the game")
                                          : tr("online");
        auto* item = new QListWidgetItem(tr("%1 · %2").arg(jid, state), contacts_);
        item->setData(Qt::UserRole, jid);
        if (!c.online) item->setForeground(palette().color(QPalette::PlaceholderText));
    }
    contacts_->parentWidget()->setVisible(contacts_->count() > 0);
    contact_->setText(chosen);
    grow();
}

// The contacts and the news come after the dialog was shown: it grows by them (within the
// screen) rather than scroll.
void InternetDialog::grow() {
    if (!isVisible()) return;
    if (QWidget* content = body_->widget()) {
        content->layout()->invalidate();
        content->adjustSize();
    }
    body_->updateGeometry();
    layout()->activate();
    resize(std::max(width(), sizeHint().width()), std::max(height(), sizeHint().height()));
    FitToScreen::fit(this);
}

QString InternetDialog::typedContact() {
    const QString contact = contact_->text().trimmed().section('/', 0, 0);
    const int at = contact.indexOf('@');
    if (at > 0 && at < contact.size() - 1) return contact;
    error_->setText(
        tr("Type the contact's address as name@server, for example "
           "bob@example.org."));
    error_->show();
    grow();
    contact_->setFocus();
    return {};
}

void InternetDialog::inviteNow() {
    const QString contact = typedContact();
    if (contact.isEmpty()) return;
    emit inviteChosen(contact, terms(),
                      static_cast<bagh::xmpp::WatchPolicy>(watchers_->currentData().toInt()));
    accept();
}

bagh::net::HostTerms InternetDialog::terms() const {
    bagh::net::HostTerms terms;
    terms.game = rulesdata::kindOf(game_->currentData());
    terms.captures = terms.game == GameKind::Lambs ? captures_->captures() : 5;
    terms.hostSide = side_->currentData().toInt() == 0 ? bagh::Side::Goats : bagh::Side::Tigers;
    terms.clock = clock_->timeControl();
    return terms;
}

void InternetDialog::answer(bool yes) {
    const int row = invitations_->currentRow();
    if (row < 0) return;
    emit answerChosen(row, yes);
    if (yes) return accept();
    // Declined: gone from the list; the dialog stays for the rest (another invitation, a
    // contact to invite).
    delete invitations_->takeItem(row);
    const bool more = invitations_->count() > 0;
    accept_->setEnabled(more);
    decline_->setEnabled(more);
    if (more)
        invitations_->setCurrentRow(std::min(row, invitations_->count() - 1));
    else
        contact_->setFocus();
}
