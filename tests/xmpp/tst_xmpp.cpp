// Play over XMPP through a real server: Debian's prosody, started for this run by
// tests/xmpp/with-prosody on loopback (in a network namespace of its own when root), which
// also made the accounts, the test authority and a second server whose certificate comes from
// an unknown one. Every player and watcher is a `baghchal-engine xmpp` process; the stranger
// that floods a player is an xmpp::XmppClient in this process.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <poll.h>
#include <signal.h>

#include <chrono>
#include <thread>

#include "TestEnv.h"
#include "engine/xmpp/XmppClient.h"

namespace {

QString env(const char* name) { return qEnvironmentVariable(name); }
QString jid(const QString& user) { return user + '@' + env("XMPP_DOMAIN"); }

// One baghchal-engine xmpp process.
class Bot {
public:
    Bot(const QString& user, const QStringList& args, const QString& port = {}) {
        QStringList all = {"xmpp",
                           jid(user),
                           "--password-file",
                           env("XMPP_DIR") + '/' + user + ".pw",
                           "--ca-file",
                           env("XMPP_CA"),
                           "--server",
                           port.isEmpty() ? env("XMPP_SERVER") : "127.0.0.1:" + port,
                           "--movetime",
                           "10",
                           "--level",
                           "3"};
        process_.start(testenv::enginePath(), all + args);
        process_.waitForStarted();
    }
    ~Bot() {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished();
        }
    }
    // Waits until the program ended; its exit status, or -1 when it did not end in time.
    int finish(int ms) {
        if (process_.state() != QProcess::NotRunning &&
            !process_.waitForFinished(testenv::timeout(ms)))
            return -1;
        read();
        return process_.exitStatus() == QProcess::NormalExit ? process_.exitCode() : -2;
    }
    // Waits until a line of its output matches `pattern` (true), or `ms` pass.
    bool waitFor(const QString& pattern, int ms) {
        const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
        for (auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
             std::chrono::steady_clock::now() < until;) {
            read();
            if (re.match(out_).hasMatch() || re.match(err_).hasMatch()) return true;
            process_.waitForReadyRead(50);
        }
        return false;
    }
    // Lines of its output that start with `word`.
    QStringList lines(const QString& word) {
        read();
        QStringList found;
        for (const QString& l : out_.split('\n'))
            if (l.startsWith(word + ' ')) found << l;
        return found;
    }
    QStringList record() { return lines("ply") + lines("result"); }
    const QString& out() { return read(), out_; }
    const QString& err() { return read(), err_; }
    qint64 pid() const { return process_.processId(); }
    // The full JID it signed in as (from its stderr).
    QString fullJid() {
        const auto m = QRegularExpression("signed in as (\\S+)").match(err());
        return m.hasMatch() ? m.captured(1) : QString();
    }

private:
    void read() {
        out_ += QString::fromUtf8(process_.readAllStandardOutput());
        err_ += QString::fromUtf8(process_.readAllStandardError());
    }
    QProcess process_;
    QString out_, err_;
};

// Resident memory of a process in kB (/proc), or -1.
long residentKb(qint64 pid) {
    QFile f(QString("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const auto m = QRegularExpression("VmRSS:\\s+(\\d+)").match(QString::fromUtf8(f.readAll()));
    return m.hasMatch() ? m.captured(1).toLong() : -1;
}

// A third account that sends game payloads, well-formed and malformed, to a player.
class Stranger : public bagh::xmpp::XmppClient::Listener {
public:
    explicit Stranger(const QString& user) : client_(account(user), *this) {}
    bool signIn() {
        client_.start(now());
        for (int i = 0; i < testenv::timeout(10000) / 10 && !up_ && !client_.finished(); ++i)
            pump(10);
        return up_;
    }
    // `count` payloads to `bare` and `full`, of every kind, a tenth of them out of form.
    void flood(const std::string& bare, const std::string& full, int count) {
        using bagh::xmpp::Payload;
        using K = Payload::Kind;
        for (int i = 0; i < count; ++i) {
            Payload p;
            p.game = "0123456789abcdef";
            p.setup = "baghchal 5 third-repetition goats -";
            p.watchers = "any";
            p.reason = "setup";
            p.goats = p.tigers = "mallory@x";
            switch (i % 10) {
                case 0:
                    p.kind = K::Line, p.text = "hello 2 baghchal/9 - - - - - Mallory\n";
                    break;
                case 1:
                    p.kind = K::Line, p.conn = 7, p.seat = std::string(32, 'a'),
                    p.text = "move 0 C1 0000000000000000 - -\n";
                    break;
                case 2:
                    p.kind = K::Invite;
                    break;
                case 3:
                    p.kind = K::Watch;
                    break;
                case 4:
                    p.kind = K::Feed, p.text = "record 0 C1\nsync 1 0000000000000000 - - -\n";
                    break;
                case 5:
                    p.kind = K::Withdraw;
                    break;
                case 6:
                    p.kind = K::Decline;
                    break;
                case 7:
                    p.kind = K::Watchers, p.text = "mallory@x\n";
                    break;
                // Out of form: a game that is no game's name, a setup of no game, a line of
                // garbage over every limit.
                case 8:
                    p.kind = K::Line, p.game = "not-hex", p.text = "garbage\n";
                    break;
                case 9:
                    p.kind = K::Invite, p.setup = "chess 9 always white -";
                    break;
            }
            client_.send(i % 2 ? full : bare, p);
            if (i % 500 == 0) pump(0);
        }
        // A last message to itself: once it is back, the server has read and passed on all.
        Payload mark;
        mark.kind = K::Unwatch;
        echoed_ = false;
        client_.send(client_.jid(), mark);
        for (int i = 0; i < testenv::timeout(30000) / 10 && !echoed_; ++i) pump(10);
    }
    bool echoed() const { return echoed_; }
    ~Stranger() override { client_.stop(); }

    void online() override { up_ = true; }
    void offline(const std::string&, bool) override { up_ = false; }
    void received(const std::string& from, const bagh::xmpp::Payload&) override {
        if (from == client_.jid()) echoed_ = true;
    }
    void ignored(const std::string&) override {}
    void unavailable(const std::string&) override {}

private:
    static bagh::xmpp::Account account(const QString& user) {
        bagh::xmpp::Account a;
        a.jid = jid(user).toStdString();
        a.password = (user + "-pw").toStdString();
        const QString server = env("XMPP_SERVER");
        a.host = server.section(':', 0, 0).toStdString();
        a.port = server.section(':', 1).toInt();
        a.caFile = env("XMPP_CA").toStdString();
        return a;
    }
    static std::int64_t now() {
        using namespace std::chrono;
        return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    }
    void pump(int ms) {
        pollfd p{client_.socket(), POLLIN, 0};
        ::poll(&p, p.fd >= 0 ? 1 : 0, ms);
        client_.pump(now());
    }
    bagh::xmpp::XmppClient client_;
    bool up_ = false;
    bool echoed_ = false;
};

// Cuts `bot`'s connection to the server under it: its socket destroyed (ss -K; root in the
// test's namespace), else (no such right) the server restarted.
void cutConnection(Bot& bot) {
    QProcess ss;
    ss.start("ss", {"-tnpH"});
    ss.waitForFinished();
    const QString pidTag = QString("pid=%1,").arg(bot.pid());
    for (const QString& line : QString::fromUtf8(ss.readAllStandardOutput()).split('\n')) {
        if (!line.contains(pidTag)) continue;
        const QString local = line.simplified().split(' ').value(3);
        QProcess kill;  // its output (the socket it closed) is of no interest
        kill.start("ss", {"-K", "sport = :" + local.section(':', -1)});
        kill.waitForFinished();
    }
    if (!bot.waitFor("offline:", 2000)) QProcess::execute(env("XMPP_RESTART"), {});
}

}  // namespace

class TstXmpp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (env("XMPP_DIR").isEmpty())
            QFAIL("run through tests/xmpp/with-prosody (ctest does): no server");
    }

    // Two bots play a whole game through the server and a third account watches it: every ply
    // and the result alike on the three. Bagh-Chal with the server restarted mid-game; Lambs
    // and Tigers with the guest's connection cut mid-game, a watcher from the host's contacts
    // and one from outside them refused. Both resume where the game stopped.
    void wholeGame_data() {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("guest");
        QTest::addColumn<QStringList>("hostArgs");
        QTest::addColumn<QString>("trouble");
        QTest::newRow("baghchal, server restarted")
            << "alice"
            << "bob" << QStringList{"--watchers", "any"} << "restart";
        QTest::newRow("lambs, line cut")
            << "dave"
            << "erin"
            << QStringList{"--game", "lambs", "--side", "tigers", "--watchers", "contacts"}
            << "cut";
    }
    void wholeGame() {
        QFETCH(QString, host);
        QFETCH(QString, guest);
        QFETCH(QStringList, hostArgs);
        QFETCH(QString, trouble);
        Bot h(host, QStringList{"--invite", jid(guest)} + hostArgs);
        Bot g(guest, {"--accept", trouble == "restart" ? "any" : jid(host)});
        Bot w("carol", {"--watch", jid(host)});
        QVERIFY2(g.waitFor("^ply 6 ", testenv::timeout(20000)), qPrintable(g.err()));
        if (trouble == "restart") {
            QCOMPARE(QProcess::execute(env("XMPP_RESTART"), {}), 0);
        } else {
            cutConnection(g);
            Bot outsider("mallory", {"--watch", jid(host)});
            QCOMPARE(outsider.finish(20000), 1);
            QCOMPARE(outsider.lines("refused"), QStringList{"refused contacts-only " + jid(host)});
        }
        // A bot that fails says why on its standard error: shown with the failure, with the
        // others' (what the other side saw of it).
        const int hostExit = h.finish(60000), guestExit = g.finish(10000),
                  watchExit = w.finish(10000);
        const QString all = QString("host %1:\n%2\nguest %3:\n%4\nwatcher %5:\n%6")
                                .arg(hostExit)
                                .arg(h.err().right(1500))
                                .arg(guestExit)
                                .arg(g.err().right(1500))
                                .arg(watchExit)
                                .arg(w.err().right(1500));
        QVERIFY2(hostExit == 0 && guestExit == 0 && watchExit == 0, qPrintable(all));
        QCOMPARE(h.lines("joined"), QStringList{"joined " + jid(guest)});
        QCOMPARE(g.lines("joined"), QStringList{"joined " + jid(host)});
        QCOMPARE(h.lines("resumed"), QStringList{"resumed " + jid(guest)});
        QCOMPARE(g.lines("resumed"), QStringList{"resumed " + jid(host)});
        const QStringList record = h.record();
        QVERIFY(record.size() >= 7);
        QVERIFY(record.last().startsWith("result "));
        QCOMPARE(g.record(), record);
        QCOMPARE(w.record(), record);
        // The players know who watches.
        QVERIFY(h.lines("watcher").contains("watcher " + jid("carol")));
        QVERIFY(g.lines("watcher").contains("watcher " + jid("carol")));
    }

    // A third account sends 10,000 game messages at once to a player in a game, of every kind
    // and out of form, to its bare and its full JID: all are ignored and counted, the player's
    // memory grows by less than 10 MB, and the game goes on to its end alike on both sides.
    // The opponent is held (SIGSTOP) meanwhile, so the game waits for the flood rather than
    // end before the server has passed it all on (some 2,000 messages a second here).
    void strangerChangesNothing() {
        Bot h("alice", {"--invite", jid("bob")});
        Bot g("bob", {"--accept", jid("alice")});
        QVERIFY2(g.waitFor("^ply 2 ", testenv::timeout(20000)), qPrintable(g.err()));
        ::kill(static_cast<pid_t>(h.pid()), SIGSTOP);
        const long before = residentKb(g.pid());
        Stranger mallory("mallory");
        QVERIFY(mallory.signIn());
        QElapsedTimer t;
        t.start();
        mallory.flood(jid("bob").toStdString(), g.fullJid().toStdString(), 10000);
        QVERIFY(mallory.echoed());
        qDebug() << "10000 messages through the server in" << t.elapsed() << "ms";
        const bool counted =
            g.waitFor("^xmpp: [1-9][0-9]{4,} messages ignored", testenv::timeout(15000));
        const long after = residentKb(g.pid());
        ::kill(static_cast<pid_t>(h.pid()), SIGCONT);
        QVERIFY2(counted, qPrintable(g.err()));
        QVERIFY2(before > 0 && after > 0, qPrintable(g.err()));
        // A sanitizer's quarantine keeps what was freed: the bound holds for a plain build.
        if (testenv::timeoutScale() == 1)
            QVERIFY2(after - before < 10 * 1024,
                     qPrintable(QString("%1 kB more").arg(after - before)));
        qDebug() << "the player's resident memory:" << before << "kB before," << after
                 << "kB after";
        QCOMPARE(h.finish(60000), 0);
        QCOMPARE(g.finish(10000), 0);
        QVERIFY(h.record().last().startsWith("result "));
        QCOMPARE(g.record(), h.record());
        QVERIFY(g.lines("left").isEmpty() && g.lines("refused").isEmpty());
    }

    // An account made on the server that allows it (in-band registration) signs in; made a
    // second time, the server refuses it and says why.
    void registersAnAccount() {
        QFile pw(env("XMPP_DIR") + "/zed.pw");
        QVERIFY(pw.open(QIODevice::WriteOnly));
        pw.write("zed-pw\n");
        pw.close();
        {
            Bot zed("zed", {"--register", "--accept", "any"});
            QVERIFY2(
                zed.waitFor("^xmpp: signed in as " + jid("zed") + "/", testenv::timeout(10000)),
                qPrintable(zed.err()));
        }
        Bot again("zed", {"--register", "--accept", "any"});
        QCOMPARE(again.finish(10000), 1);
        QCOMPARE(again.lines("left"), QStringList{"left account"});
        QVERIFY2(again.err().contains("the server has an account of that name already"),
                 qPrintable(again.err()));
    }

    // A server whose certificate comes from an authority nobody trusts is refused, and says why.
    void unknownAuthorityRefused() {
        Bot b("alice", {"--accept", "any"}, env("XMPP_BAD_PORT"));
        QCOMPARE(b.finish(20000), 1);
        QCOMPARE(b.lines("left"), QStringList{"left account"});
        QVERIFY2(b.err().contains("the server's certificate for " + env("XMPP_DOMAIN") +
                                  " is refused: it is not signed by an authority this computer "
                                  "trusts"),
                 qPrintable(b.err()));
    }
};

QTEST_GUILESS_MAIN(TstXmpp)
#include "tst_xmpp.moc"
