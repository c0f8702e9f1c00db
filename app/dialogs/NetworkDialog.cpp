#include "dialogs/NetworkDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include "dialogs/ConnectionView.h"
#include "dialogs/FitToScreen.h"
#include "dialogs/TimeControlEdit.h"
#include "net/LanBeacon.h"
#include "net/NetHost.h"
#include "play/NetworkPlay.h"
#include "session/RulesData.h"
#include "speech/CellFocus.h"

using bagh::Side;
using bagh::games::GameKind;

NetworkDialog::NetworkDialog(NetworkPlay* play, QWidget* parent)
    : QDialog(parent), play_(play), listener_(new LanListener(this)) {
    setWindowTitle(tr("Play over the network"));
    auto* body = new QVBoxLayout;
    pages_ = new QStackedWidget;
    choice_ = new QWidget;
    auto* choice = new QVBoxLayout(choice_);
    choice->setContentsMargins(0, 0, 0, 0);
    auto* nameRow = new QFormLayout;
    name_ = new QLineEdit(
        QSettings().value(QStringLiteral("network/name"), qEnvironmentVariable("USER")).toString());
    name_->setMaxLength(32);
    nameRow->addRow(tr("Your name"), name_);
    choice->addLayout(nameRow);
    tabs_ = new QTabWidget;
    tabs_->addTab(makeHostTab(), tr("Host a game"));
    tabs_->addTab(makeJoinTab(), tr("Join a game"));
    choice->addWidget(tabs_);
    connection_ = new ConnectionView(play_);
    pages_->addWidget(choice_);
    pages_->addWidget(connection_);
    body->addWidget(pages_);
    connect(connection_, &ConnectionView::left, this, &NetworkDialog::showPage);
    error_ = new QLabel;
    error_->setObjectName(QStringLiteral("errorLabel"));
    error_->setWordWrap(true);
    error_->hide();
    body->addWidget(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    close_ = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    FitToScreen::setBody(this, body, buttons);
    connect(listener_, &LanListener::gamesChanged, this, &NetworkDialog::refreshLanGames);
    listener_->start();  // no local announcements heard when the port is taken: codes still work
    showPage();
}

QLineEdit* NetworkDialog::codeShown() const { return connection_->codeShown(); }

void NetworkDialog::showPage() {
    const bool playing = play_->isActive();
    pages_->setCurrentWidget(playing ? static_cast<QWidget*>(connection_) : choice_);
    if (!playing) {
        // Back from the connection after Leave: the form wants its room again.
        if (isVisible()) {
            resize(size().expandedTo(sizeHint()));
            FitToScreen::fit(this);
        }
        name_->setFocus();
        return;
    }
    connection_->refresh();
    // The code to copy, or the way out; never Leave, which a stray key would press.
    if (play_->hostSession())
        connection_->copyButton()->setFocus();
    else
        close_->setFocus();
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
    connect(host_, &QPushButton::clicked, this, &NetworkDialog::startHosting);
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
    CellFocus::install(lanGames_);
    lanGames_->setAccessibleName(tr("Games announced on this network"));
    lanGames_->setMinimumHeight(80);
    layout->addWidget(lanGames_, 1);
    auto* trust = new QLabel(
        tr("A game joined from this list is encrypted: people who only listen on the network "
           "learn nothing. But someone on your network who can intercept its traffic could "
           "pretend to be the host. To play someone you don't trust, use the join code they "
           "give you: the code keeps the game private end to end."));
    trust->setWordWrap(true);
    layout->addWidget(trust);
    join_ = new QPushButton(tr("Join"));
    layout->addWidget(join_, 0, Qt::AlignRight);
    // A game picked from the list is joined as announced (its host is asked); a code typed
    // afterwards is the host's own invitation and takes its place.
    connect(lanGames_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < listener_->games().size()) code_->clear();
    });
    connect(code_, &QLineEdit::textEdited, this, [this] {
        const QSignalBlocker quiet(lanGames_);
        lanGames_->setCurrentRow(-1);
    });
    connect(lanGames_, &QListWidget::itemDoubleClicked, this, &NetworkDialog::startJoining);
    connect(join_, &QPushButton::clicked, this, &NetworkDialog::startJoining);
    connect(code_, &QLineEdit::returnPressed, this, &NetworkDialog::startJoining);
    return tab;
}

void NetworkDialog::refreshLanGames() {
    // The list is filled again whenever a host comes or goes: the game picked stays picked.
    const int was = lanGames_->currentRow();
    const QString picked =
        was >= 0 ? lanGames_->item(was)->data(Qt::UserRole).toString() : QString();
    const QSignalBlocker quiet(lanGames_);
    lanGames_->clear();
    for (const LanGame& g : listener_->games()) {
        const bool lambs = g.setup.game && *g.setup.game == GameKind::Lambs;
        // The address and the port: two games of one name on one machine differ by the port.
        const QString where = g.address.protocol() == QAbstractSocket::IPv6Protocol
                                  ? QStringLiteral("[%1]:%2").arg(g.address.toString()).arg(g.port)
                                  : QStringLiteral("%1:%2").arg(g.address.toString()).arg(g.port);
        auto* item = new QListWidgetItem(
            tr("%1 · %2 · %3")
                .arg(g.name, lambs ? tr("Lambs and Tigers") : tr("Bagh-Chal"), where));
        const QString key = QStringLiteral("%1 %2").arg(g.address.toString()).arg(g.port);
        item->setData(Qt::UserRole, key);
        lanGames_->addItem(item);
        if (!picked.isEmpty() && key == picked) lanGames_->setCurrentItem(item);
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
    // The code to give the other player, and the game's state, from here on.
    showPage();
}

void NetworkDialog::startJoining() {
    QString error;
    const QString code = code_->text().trimmed();
    const QString name = name_->text().trimmed();
    // A game picked from the list (no code typed since) is joined as announced: its host is
    // asked. A code typed or pasted is the host's own invitation.
    const int row = lanGames_->currentRow();
    const auto& games = listener_->games();
    const bool picked = row >= 0 && row < games.size() && code.isEmpty();
    if (!(picked ? play_->join(games.at(row), name, &error) : play_->join(code, name, &error))) {
        error_->setText(tr("Could not join: %1").arg(error));
        error_->show();
        return;
    }
    QSettings().setValue(QStringLiteral("network/name"), name_->text().trimmed());
    accept();
}
