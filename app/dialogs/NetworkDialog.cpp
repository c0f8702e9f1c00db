#include "dialogs/NetworkDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QVBoxLayout>

#include "dialogs/FitToScreen.h"
#include "dialogs/TimeControlEdit.h"
#include "net/LanBeacon.h"
#include "net/NetHost.h"
#include "play/NetworkPlay.h"
#include "session/RulesData.h"

using bagh::Side;
using bagh::games::GameKind;

NetworkDialog::NetworkDialog(NetworkPlay* play, QWidget* parent)
    : QDialog(parent), play_(play), listener_(new LanListener(this)) {
    setWindowTitle(tr("Play over the network"));
    auto* body = new QVBoxLayout;
    auto* nameRow = new QFormLayout;
    name_ = new QLineEdit(
        QSettings().value(QStringLiteral("network/name"), qEnvironmentVariable("USER")).toString());
    name_->setMaxLength(32);
    nameRow->addRow(tr("Your name"), name_);
    body->addLayout(nameRow);
    tabs_ = new QTabWidget;
    tabs_->addTab(makeHostTab(), tr("Host a game"));
    tabs_->addTab(makeJoinTab(), tr("Join a game"));
    body->addWidget(tabs_);
    error_ = new QLabel;
    error_->setObjectName(QStringLiteral("errorLabel"));
    error_->setWordWrap(true);
    error_->hide();
    body->addWidget(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    FitToScreen::setBody(this, body, buttons);
    connect(listener_, &LanListener::gamesChanged, this, &NetworkDialog::refreshLanGames);
    listener_->start();  // no local announcements heard when the port is taken: codes still work
}

QWidget* NetworkDialog::makeHostTab() {
    auto* tab = new QWidget;
    auto* form = new QFormLayout(tab);
    game_ = new QComboBox;
    game_->addItem(tr("Bagh-Chal"), rulesdata::kindData(GameKind::BaghChal));
    game_->addItem(tr("Lambs and Tigers"), rulesdata::kindData(GameKind::Lambs));
    form->addRow(tr("Game"), game_);
    captures_ = new QComboBox;
    captures_->addItem(tr("Every goat taken"), bagh::games::kLambsEveryGoat);
    captures_->addItem(tr("Five goats taken"), 5);
    captures_->addItem(tr("Six goats taken"), 6);
    form->addRow(tr("Tigers win at"), captures_);
    auto showCaptures = [this, form] {
        const bool lambs = rulesdata::kindOf(game_->currentData()) == GameKind::Lambs;
        form->setRowVisible(captures_, lambs);
    };
    connect(game_, &QComboBox::currentIndexChanged, this, showCaptures);
    showCaptures();
    side_ = new QComboBox;
    side_->addItem(tr("Goats (move first)"), 0);
    side_->addItem(tr("Tigers"), 1);
    form->addRow(tr("You play"), side_);
    rule_ = new QComboBox;
    rule_->addItem(tr("Third repetition of a position is a draw"),
                   rulesdata::ruleData(bagh::RepetitionRule::ThirdOccurrenceDraws));
    rule_->addItem(tr("Traditional: no move may repeat a position"),
                   rulesdata::ruleData(bagh::RepetitionRule::NoRecurrence));
    form->addRow(tr("Repetition"), rule_);
    clock_ = new TimeControlEdit;
    form->addRow(tr("Time"), clock_);
    announce_ = new QCheckBox(tr("Announce the game on the local network"));
    announce_->setChecked(true);
    form->addRow(QString(), announce_);
    host_ = new QPushButton(tr("Host"));
    form->addRow(QString(), host_);
    codeShown_ = new QLineEdit;
    codeShown_->setReadOnly(true);
    codeShown_->setPlaceholderText(tr("The join code appears here"));
    auto* copy = new QPushButton(tr("Copy"));
    auto* codeRow = new QHBoxLayout;
    codeRow->addWidget(codeShown_, 1);
    codeRow->addWidget(copy);
    form->addRow(tr("Join code"), codeRow);
    addresses_ = new QLabel;
    addresses_->setWordWrap(true);
    addresses_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(QString(), addresses_);
    connect(host_, &QPushButton::clicked, this, &NetworkDialog::startHosting);
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(codeShown_->text()); });
    return tab;
}

QWidget* NetworkDialog::makeJoinTab() {
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    auto* form = new QFormLayout;
    code_ = new QLineEdit;
    code_->setPlaceholderText(tr("Type or paste the host's join code"));
    form->addRow(tr("Join code"), code_);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Games announced on this network:")));
    lanGames_ = new QListWidget;
    lanGames_->setMinimumHeight(80);
    layout->addWidget(lanGames_, 1);
    join_ = new QPushButton(tr("Join"));
    layout->addWidget(join_, 0, Qt::AlignRight);
    connect(lanGames_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < listener_->games().size())
            code_->setFocus();  // announcements carry no code: the host gives it
    });
    connect(lanGames_, &QListWidget::itemDoubleClicked, this, &NetworkDialog::startJoining);
    connect(join_, &QPushButton::clicked, this, &NetworkDialog::startJoining);
    connect(code_, &QLineEdit::returnPressed, this, &NetworkDialog::startJoining);
    return tab;
}

void NetworkDialog::refreshLanGames() {
    lanGames_->clear();
    for (const LanGame& g : listener_->games()) {
        const bool lambs = g.setup.game && *g.setup.game == GameKind::Lambs;
        lanGames_->addItem(tr("%1 · %2 · %3")
                               .arg(g.name, lambs ? tr("Lambs and Tigers") : tr("Bagh-Chal"),
                                    g.address.toString()));
    }
}

void NetworkDialog::startHosting() {
    HostOptions options;
    options.name = name_->text().trimmed();
    const bagh::games::GameRules rules{rulesdata::kindOf(game_->currentData()),
                                       captures_->currentData().toInt(),
                                       rulesdata::ruleOf(rule_->currentData())};
    options.terms = bagh::net::HostTerms::of(
        rules, side_->currentData().toInt() == 1 ? Side::Tigers : Side::Goats,
        clock_->timeControl());
    options.announce = announce_->isChecked();
    QString error;
    if (!play_->host(options, &error)) {
        error_->setText(tr("Could not host: %1").arg(error));
        error_->show();
        return;
    }
    QSettings().setValue(QStringLiteral("network/name"), options.name);
    error_->hide();
    codeShown_->setText(play_->joinCode());
    QStringList where;
    if (const NetHost* h = play_->hostSession())
        for (const QHostAddress& a : h->addresses())
            where << tr("%1, port %2").arg(a.toString(), QString::number(h->port()));
    addresses_->setText(tr("Listening on %1. Give the code to the other player; over the "
                           "Internet the port must be reachable (or use a VPN).")
                            .arg(where.join(QStringLiteral("; "))));
}

void NetworkDialog::startJoining() {
    QString error;
    if (!play_->join(code_->text().trimmed(), name_->text().trimmed(), &error)) {
        error_->setText(tr("Could not join: %1").arg(error));
        error_->show();
        return;
    }
    QSettings().setValue(QStringLiteral("network/name"), name_->text().trimmed());
    accept();
}
