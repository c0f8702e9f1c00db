<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ne_NP">
<context>
    <name>AboutBox</name>
    <message>
        <source>&lt;h3&gt;Bagh-Chal %1&lt;/h3&gt;&lt;p&gt;Tigers and Goats, the national board game of Nepal.&lt;/p&gt;&lt;p&gt;The computer plays the sliding phase perfectly from an endgame database computed by retrograde analysis, following the results of Yew Jin Lim and Jürg Nievergelt (&lt;i&gt;Computing Tigers and Goats&lt;/i&gt;, ICGA Journal 27(3), 2004; &lt;i&gt;Tigers and Goats is a draw&lt;/i&gt;, 2005).&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;बाघचाल %1&lt;/h3&gt;&lt;p&gt;बाघ र बाख्रा, नेपालको राष्ट्रिय खेल।&lt;/p&gt;&lt;p&gt;सबै बाख्रा राखिसकेपछिको खेलमा कम्प्युटरले उल्टो विश्लेषणद्वारा गणना गरिएको अन्त्यखेल डाटाबेसबाट सिद्ध चाल खेल्छ। यो काम यु जिन लिम र युर्ग नीभरगेल्टका नतिजामा आधारित छ (&lt;i&gt;Computing Tigers and Goats&lt;/i&gt;, ICGA Journal 27(3), 2004; &lt;i&gt;Tigers and Goats is a draw&lt;/i&gt;, 2005)।&lt;/p&gt;&lt;p&gt;इजाजतपत्र: GNU General Public License, संस्करण ३ वा पछिको (GPL-3.0-or-later)। यो प्रोग्रामको कुनै वारेन्टी छैन।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Bagh-Chal</source>
        <translation>बाघचालको बारेमा</translation>
    </message>
</context>
<context>
    <name>AnalysisMode</name>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>विश्लेषण मोड</translation>
    </message>
    <message>
        <source>The game is over: no moves to analyse.</source>
        <translation>खेल सकियो: विश्लेषण गर्ने चाल छैन।</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>विश्लेषण गर्दै…</translation>
    </message>
    <message>
        <source>Show what every possible move leads to</source>
        <translation>हरेक सम्भावित चालले कहाँ पुर्‍याउँछ देखाउनुहोस्</translation>
    </message>
    <message>
        <source>Take the side to move from this position; the computer plays the other side at its top level</source>
        <translation>यस स्थितिबाट चाल्ने पालो भएको पक्ष लिनुहोस्; कम्प्युटरले अर्को पक्ष आफ्नो सबैभन्दा माथिल्लो स्तरमा खेल्छ</translation>
    </message>
    <message>
        <source>Play T&amp;his Out Against the Computer</source>
        <translation>यो स्थिति कम्प्युटरसँग खेलेर हेर्नुहोस्</translation>
    </message>
    <message>
        <source>Play This Out</source>
        <translation>खेलेर हेर्नुहोस्</translation>
    </message>
</context>
<context>
    <name>AnalysisModel</name>
    <message>
        <source>Move</source>
        <translation>चाल</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>नतिजा</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>उत्तम खेल</translation>
    </message>
    <message>
        <source>Best play: %1</source>
        <translation>उत्तम खेल: %1</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>विश्लेषण</translation>
    </message>
    <message>
        <source>Evaluation over the game</source>
        <translation>खेलभरिको मूल्याङ्कन</translation>
    </message>
    <message>
        <source>final</source>
        <translation>अन्तिम</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>विश्लेषण गर्दै…</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>विवरण</translation>
    </message>
    <message>
        <source>Also show how the computer measures its analysis</source>
        <translation>कम्प्युटरले आफ्नो विश्लेषण कसरी नाप्छ त्यो पनि देखाउनुहोस्</translation>
    </message>
    <message numerus="yes">
        <source>%Ln possible move(s) · %1</source>
        <translation>
            <numerusform>%Ln सम्भावित चाल · %1</numerusform>
            <numerusform>%Ln सम्भावित चाल · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>analysis finished</source>
        <translation>विश्लेषण सकियो</translation>
    </message>
    <message>
        <source>still thinking…</source>
        <translation>अझै सोच्दै…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln legal move(s), %1 proven · depth %2 · %3</source>
        <translation>
            <numerusform>%Ln वैध चाल, %1 प्रमाणित · गहिराइ %2 · %3</numerusform>
            <numerusform>%Ln वैध चाल, %1 प्रमाणित · गहिराइ %2 · %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Values of the legal moves</source>
        <translation>वैध चालहरूका मान</translation>
    </message>
</context>
<context>
    <name>AnalysisStatus</name>
    <message>
        <source>This position&apos;s value is certain; its moves&apos; values are estimates</source>
        <translation>यो स्थितिको मान निश्चित छ; यसका चालहरूका मान अनुमान हुन्</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>खेल सकियो</translation>
    </message>
    <message>
        <source>Certain values here (solved tables)</source>
        <translation>यहाँ निश्चित मान (हल गरिएका तालिका)</translation>
    </message>
    <message>
        <source>Certain values here (endgame database)</source>
        <translation>यहाँ निश्चित मान (अन्त्यखेल डाटाबेस)</translation>
    </message>
    <message>
        <source>The computer&apos;s estimates here — solve the whole game for certain values</source>
        <translation>यहाँ कम्प्युटरका अनुमान — निश्चित मानका लागि पूरै खेल हल गर्नुहोस्</translation>
    </message>
    <message>
        <source>The computer&apos;s estimates here</source>
        <translation>यहाँ कम्प्युटरका अनुमान</translation>
    </message>
    <message>
        <source>The values shown in analysis mode are the computer&apos;s estimates.</source>
        <translation>विश्लेषण मोडमा देखिने मान कम्प्युटरका अनुमान हुन्।</translation>
    </message>
    <message>
        <source>The values shown in analysis mode are certain: the result with best play from both sides.</source>
        <translation>विश्लेषण मोडमा देखिने मान निश्चित छन्: दुवै पक्षको उत्तम खेलको नतिजा।</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>%1, goat</source>
        <translation>%1, बाख्रा</translation>
    </message>
    <message>
        <source>%1, tiger</source>
        <translation>%1, बाघ</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, खाली</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>छानिएको</translation>
    </message>
    <message>
        <source>capture here</source>
        <translation>यहाँ मारेर जान सकिन्छ</translation>
    </message>
    <message>
        <source>move here</source>
        <translation>यहाँ सार्न सकिन्छ</translation>
    </message>
    <message>
        <source>a tiger can jump over it</source>
        <translation>बाघले यसलाई नाघेर मार्न सक्छ</translation>
    </message>
    <message>
        <source>a tiger can jump here</source>
        <translation>बाघ यहाँ नाघेर आउन सक्छ</translation>
    </message>
    <message>
        <source>Board, game over</source>
        <translation>बोर्ड, खेल सकियो</translation>
    </message>
    <message>
        <source>Board, goats to move</source>
        <translation>बोर्ड, बाख्राको चाल</translation>
    </message>
    <message>
        <source>Board, tigers to move</source>
        <translation>बोर्ड, बाघको चाल</translation>
    </message>
    <message>
        <source>Arrow keys move between the points; Space or Enter plays there, Escape lets go.</source>
        <translation>तीर कुञ्जीले बिन्दुहरूबीच सार्छ; Space वा Enter ले त्यहाँ चाल खेल्छ, Escape ले छोड्छ।</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>No point further that way.</source>
        <translation>त्यतातिर अर्को बिन्दु छैन।</translation>
    </message>
</context>
<context>
    <name>CapturesBox</name>
    <message>
        <source>Every goat taken</source>
        <translation>सबै बाख्रा मारिएपछि</translation>
    </message>
    <message>
        <source>Five goats taken</source>
        <translation>पाँच बाख्रा मारिएपछि</translation>
    </message>
    <message>
        <source>Six goats taken</source>
        <translation>छ बाख्रा मारिएपछि</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Conversation</source>
        <translation>कुराकानी</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>कुराकानीको सन्देश</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>पठाउनुहोस्</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>देखाउनुहोस्</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>लुकाउनुहोस्</translation>
    </message>
    <message>
        <source>Show the conversation</source>
        <translation>कुराकानी देखाउनुहोस्</translation>
    </message>
    <message>
        <source>Hide the conversation</source>
        <translation>कुराकानी लुकाउनुहोस्</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>कुराकानी</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln new</source>
        <translation>
            <numerusform>%1 · %Ln नयाँ</numerusform>
            <numerusform>%1 · %Ln नयाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>Write a line…</source>
        <translation>एक पङ्क्ति लेख्नुहोस्…</translation>
    </message>
</context>
<context>
    <name>ClickInterpreter</name>
    <message>
        <source>goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Click on a point of the board.</source>
        <translation>बोर्डको कुनै बिन्दुमा क्लिक गर्नुहोस्।</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>खेल सकियो: अब कुनै चाल छैन।</translation>
    </message>
    <message>
        <source>The tiger on %1 cannot move.</source>
        <translation>%1 मा रहेको बाघ चल्न सक्दैन।</translation>
    </message>
    <message>
        <source>The goat on %1 cannot move.</source>
        <translation>%1 मा रहेको बाख्रा चल्न सक्दैन।</translation>
    </message>
    <message>
        <source>It is the %1&apos; turn; that is one of the %2.</source>
        <translation>अहिले %1को पालो हो; त्यो %2 मध्ये एउटा हो।</translation>
    </message>
    <message>
        <source>A goat on %1 would repeat an earlier position.</source>
        <translation>%1 मा बाख्रा राख्दा पहिलेकै स्थिति दोहोरिन्छ।</translation>
    </message>
    <message>
        <source>A goat cannot be placed on %1.</source>
        <translation>%1 मा बाख्रा राख्न मिल्दैन।</translation>
    </message>
    <message>
        <source>Select a tiger first, then where it goes.</source>
        <translation>पहिले बाघ छान्नुहोस्, अनि त्यो जाने ठाउँ।</translation>
    </message>
    <message>
        <source>Select a goat first, then where it goes.</source>
        <translation>पहिले बाख्रा छान्नुहोस्, अनि त्यो जाने ठाउँ।</translation>
    </message>
    <message>
        <source>%1 to %2 would repeat an earlier position.</source>
        <translation>%1 बाट %2 मा सार्दा पहिलेकै स्थिति दोहोरिन्छ।</translation>
    </message>
    <message>
        <source>A goat moves one step along a line to an empty point; %1 is not one step from %2.</source>
        <translation>बाख्रा रेखामा एक पाइला सरेर खाली बिन्दुमा मात्र जान्छ; %1, %2 बाट एक पाइलामा छैन।</translation>
    </message>
    <message>
        <source>A tiger moves one step along a line or jumps over one goat to the empty point right behind it; it cannot reach %1 from %2.</source>
        <translation>बाघ रेखामा एक पाइला सर्छ, वा एउटा बाख्रामाथि फड्केर त्यसको ठीक पछाडिको खाली बिन्दुमा पुग्छ; त्यो %2 बाट %1 मा पुग्न सक्दैन।</translation>
    </message>
    <message numerus="yes">
        <source>Goats still in hand must be placed first (%Ln left): choose an empty point.</source>
        <translation>
            <numerusform>हातमा रहेका बाख्रा पहिले राख्नुपर्छ (%Ln बाँकी): खाली बिन्दु छान्नुहोस्।</numerusform>
            <numerusform>हातमा रहेका बाख्रा पहिले राख्नुपर्छ (%Ln बाँकी): खाली बिन्दु छान्नुहोस्।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColourSchemeMenu</name>
    <message>
        <source>&amp;System</source>
        <translation>प्रणाली अनुसार</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is set</source>
        <translation>डेस्कटपमा मिलाए जस्तै उज्यालो वा अँध्यारो</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>उज्यालो</translation>
    </message>
    <message>
        <source>Dark text on parchment</source>
        <translation>हल्का कागजमाथि गाढा अक्षर</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>अँध्यारो</translation>
    </message>
    <message>
        <source>Light text on dark walnut</source>
        <translation>गाढा ओखर काठमाथि हल्का अक्षर</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>उच्च कन्ट्रास्ट</translation>
    </message>
    <message>
        <source>White and yellow on black; the board black with white lines</source>
        <translation>कालोमा सेतो र पहेँलो; बोर्ड कालो, सेता रेखासहित</translation>
    </message>
    <message>
        <source>&amp;Colour Scheme</source>
        <translation>रङ योजना</translation>
    </message>
</context>
<context>
    <name>ComboSpeech</name>
    <message>
        <source>%1. %2</source>
        <translation>%1। %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Bagh-Chal, the game of tigers and goats.</source>
        <translation>बाघचाल, बाघ र बाख्राको खेल।</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE, then exit.</source>
        <translation>सञ्झ्यालको तस्बिर FILE मा सुरक्षित गरेर बन्द गर्नुहोस्।</translation>
    </message>
    <message>
        <source>Wait MS milliseconds before the screenshot.</source>
        <translation>तस्बिर लिनुअघि MS मिलिसेकेन्ड पर्खनुहोस्।</translation>
    </message>
    <message>
        <source>Start from the OBX position record OBX.</source>
        <translation>OBX स्थिति अभिलेख OBX बाट सुरु गर्नुहोस्।</translation>
    </message>
    <message>
        <source>Start in analysis mode: the value of every legal move.</source>
        <translation>विश्लेषण मोडमा सुरु गर्नुहोस्: हरेक नियमसम्मत चालको मान।</translation>
    </message>
    <message>
        <source>A saved game to open.</source>
        <translation>खोल्ने सुरक्षित खेल।</translation>
    </message>
    <message>
        <source>Open the Solve the Whole Game dialog (the screenshot shows it).</source>
        <translation>«पूरै खेल हल गर्नुहोस्» संवाद खोल्नुहोस् (स्क्रिनसटमा त्यही देखिन्छ)।</translation>
    </message>
    <message>
        <source>Open the same dialog on Lambs and Tigers, the tigers winning at RULE captures: 5, 6 or all.</source>
        <translation>त्यही संवाद पाठा र बाघका लागि खोल्नुहोस्, RULE वटा बाख्रा मारेपछि बाघ जित्ने गरी: 5, 6 वा all।</translation>
    </message>
    <message>
        <source>--solve-lambs: expected 5, 6 or all, got &apos;%1&apos;</source>
        <translation>--solve-lambs: 5, 6 वा all चाहिन्थ्यो, &apos;%1&apos; आयो</translation>
    </message>
    <message>
        <source>Start a new game instead of the one left off last time.</source>
        <translation>पछिल्लो पटक छाडेको खेलको सट्टा नयाँ खेल सुरु गर्नुहोस्।</translation>
    </message>
    <message>
        <source>With --game lambs: the tigers win at RULE captures: 5, 6 or all (the default).</source>
        <translation>--game lambs सँग: RULE वटा बाख्रा मारेपछि बाघ जित्छन्: 5, 6 वा all (पूर्वनिर्धारित)।</translation>
    </message>
    <message>
        <source>Host a network game (of --game); print its join code.</source>
        <translation>नेटवर्क खेल (--game को) आयोजना गर्नुहोस्; यसको जोडिने कोड छाप्नुहोस्।</translation>
    </message>
    <message>
        <source>With --host: listen on PORT (0: any free).</source>
        <translation>--host सँग: PORT मा सुन्नुहोस् (0: कुनै पनि खाली)।</translation>
    </message>
    <message>
        <source>Join the network game of the code CODE.</source>
        <translation>CODE कोडको नेटवर्क खेलमा जोडिनुहोस्।</translation>
    </message>
    <message>
        <source>Your name in a network game.</source>
        <translation>नेटवर्क खेलमा तपाईंको नाम।</translation>
    </message>
    <message>
        <source>--port: expected 0 to 65535, got &apos;%1&apos;</source>
        <translation>--port: 0 देखि 65535 चाहिन्थ्यो, &apos;%1&apos; आयो</translation>
    </message>
    <message>
        <source>--host and --join: one or the other</source>
        <translation>--host र --join: एउटा मात्र</translation>
    </message>
    <message>
        <source>With --host: clocks of MINUTES+SECONDS added a move (e.g. 10+5).</source>
        <translation>--host सँग: MINUTES+SECONDS को घडी, हरेक चालमा सेकेन्ड थपिने (जस्तै 10+5)।</translation>
    </message>
    <message>
        <source>--clock: expected MINUTES+SECONDS (1 to 600 minutes, at most 600 seconds a move), got &apos;%1&apos;</source>
        <translation>--clock: MINUTES+SECONDS चाहिन्थ्यो (१ देखि ६०० मिनेट, प्रति चाल बढीमा ६०० सेकेन्ड), &apos;%1&apos; आयो</translation>
    </message>
    <message>
        <source>Start a new game of GAME: baghchal or lambs (Lambs and Tigers), with lambs its captures (lambs/5, lambs/all) and either with no-recurrence (baghchal/no-recurrence).</source>
        <translation>GAME को नयाँ खेल सुरु गर्नुहोस्: baghchal वा lambs (पाठा र बाघ), lambs सँग यसका मार्नुपर्ने बाख्रा (lambs/5, lambs/all), र दुवैमा no-recurrence (baghchal/no-recurrence)।</translation>
    </message>
    <message>
        <source>--game: %1</source>
        <translation>--game: %1</translation>
    </message>
</context>
<context>
    <name>ConcedeActions</name>
    <message>
        <source>the goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>the tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>बराबरीको प्रस्ताव</translation>
    </message>
    <message>
        <source>Propose to end the game as a draw</source>
        <translation>खेल बराबरीमा टुङ्ग्याउने प्रस्ताव गर्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>हार मान्नुहोस्…</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>यो खेलमा हार स्वीकार्नुहोस्</translation>
    </message>
    <message>
        <source>You offer a draw…</source>
        <translation>तपाईं बराबरीको प्रस्ताव गर्दै हुनुहुन्छ…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>हार मान्नुहोस्</translation>
    </message>
    <message>
        <source>Resign this game for %1?</source>
        <translation>%1को तर्फबाट यो खेलमा हार मान्ने?</translation>
    </message>
    <message>
        <source>The draw was declined; the game goes on.</source>
        <translation>बराबरी अस्वीकार भयो; खेल जारी छ।</translation>
    </message>
    <message>
        <source>The take-back was declined.</source>
        <translation>चाल फिर्ता लिने अनुरोध अस्वीकार भयो।</translation>
    </message>
    <message>
        <source>%1 accepts the draw.</source>
        <translation>%1 ले बराबरी स्वीकार्नुभयो।</translation>
    </message>
    <message>
        <source>%1 declines the draw and plays on.</source>
        <translation>%1 ले बराबरी अस्वीकार गरेर खेल जारी राख्नुभयो।</translation>
    </message>
    <message>
        <source>%1 agreed: the move is taken back.</source>
        <translation>%1 सहमत हुनुभयो: चाल फिर्ता लिइयो।</translation>
    </message>
    <message>
        <source>%1 declined to take back the move.</source>
        <translation>%1 ले चाल फिर्ता लिन अस्वीकार गर्नुभयो।</translation>
    </message>
</context>
<context>
    <name>ConnectionView</name>
    <message>
        <source>Copy</source>
        <translation>प्रतिलिपि</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>खेल छोड्नुहोस्</translation>
    </message>
    <message>
        <source>State</source>
        <translation>अवस्था</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>प्रतिद्वन्द्वी</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>ठेगाना</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>सुरक्षा</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>जोडिने कोड</translation>
    </message>
    <message>
        <source>End the network game; it stays on the board</source>
        <translation>नेटवर्क खेल अन्त्य गर्नुहोस्; खेल बोर्डमै रहन्छ</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Listening on %1, port %2. Over the Internet the port must be reachable (or use a VPN).</source>
        <translation>%1 मा, पोर्ट %2 मा सुनिँदैछ। इन्टरनेटबाट खेल्न यो पोर्टमा पुग्न सकिनुपर्छ (वा VPN प्रयोग गर्नुहोस्)।</translation>
    </message>
    <message>
        <source>Let a New Player Join</source>
        <translation>नयाँ खेलाडीलाई सामेल हुन दिनुहोस्</translation>
    </message>
    <message>
        <source>Your opponent is away. If their program lost its place in this game, let the join code admit a new player</source>
        <translation>तपाईंको प्रतिद्वन्द्वी टाढा हुनुहुन्छ। उहाँको प्रोग्रामले यो खेलको स्थान गुमाएको भए, सामेल कोडले नयाँ खेलाडीलाई भित्र आउन दिनुहोस्</translation>
    </message>
    <message>
        <source>keyed by the join code: nobody else can read or change the game</source>
        <translation>सामेल कोडको साँचोले: अरू कसैले खेल पढ्न वा बदल्न सक्दैन</translation>
    </message>
    <message>
        <source>keyed by the guest&apos;s own seat: nobody else can read or change the game</source>
        <translation>पाहुनाको आफ्नै स्थानको साँचोले: अरू कसैले खेल पढ्न वा बदल्न सक्दैन</translation>
    </message>
    <message>
        <source>joined from the local list: safe from listeners, but not proven to be who it says</source>
        <translation>स्थानीय सूचीबाट सामेल: सुन्नेहरूबाट सुरक्षित, तर आफूले भनेको व्यक्ति नै हो भन्ने प्रमाणित छैन</translation>
    </message>
    <message>
        <source>Encrypted (%1), %2</source>
        <translation>गुप्तिकृत (%1), %2</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <source>The record is too long: at most %1 characters.</source>
        <translation>रेकर्ड धेरै लामो छ: बढीमा %1 अक्षर।</translation>
    </message>
    <message>
        <source>The record is empty.</source>
        <translation>रेकर्ड खाली छ।</translation>
    </message>
    <message>
        <source>The record has something more at its end: %1.</source>
        <translation>रेकर्डको अन्त्यमा केही बढी छ: %1।</translation>
    </message>
    <message>
        <source>The board has more than 5 rows.</source>
        <translation>बोर्डमा ५ भन्दा बढी पङ्क्ति छन्।</translation>
    </message>
    <message>
        <source>Row %1 of the board has %2 points; every row has 5.</source>
        <translation>बोर्डको पङ्क्ति %1 मा %2 बिन्दु छन्; हरेक पङ्क्तिमा ५ हुन्छन्।</translation>
    </message>
    <message>
        <source>Row %1 of the board has more than 5 points.</source>
        <translation>बोर्डको पङ्क्ति %1 मा ५ भन्दा बढी बिन्दु छन्।</translation>
    </message>
    <message>
        <source>%1 in row %2 is not a piece: write T for a tiger, G for a goat, and X or a digit from 1 to 5 for empty points.</source>
        <translation>पङ्क्ति %2 को %1 कुनै गोटी होइन: बाघका लागि T, बाख्राका लागि G, र खाली बिन्दुका लागि X वा 1 देखि 5 सम्मको अङ्क लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The board has %1 rows; it needs 5, separated by /.</source>
        <translation>बोर्डमा %1 पङ्क्ति छन्; / ले छुट्याइएका ५ पङ्क्ति चाहिन्छन्।</translation>
    </message>
    <message>
        <source>Tigers on the board: %1. The game has exactly 4.</source>
        <translation>बोर्डमा बाघ: %1। खेलमा ठ्याक्कै ४ बाघ हुन्छन्।</translation>
    </message>
    <message>
        <source>Goats on the board: %1. There are only 20 goats.</source>
        <translation>बोर्डमा बाख्रा: %1। जम्मा २० बाख्रा मात्र हुन्छन्।</translation>
    </message>
    <message>
        <source>The side to move is missing: write g for the goats or t for the tigers after the board.</source>
        <translation>चाल चल्ने पक्ष छुटेको छ: बोर्डपछि बाख्राका लागि g वा बाघका लागि t लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 is not a side to move: write g for the goats or t for the tigers.</source>
        <translation>%1 चाल चल्ने पक्ष होइन: बाख्राका लागि g वा बाघका लागि t लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 is not a number of goats in hand (from 0 to 20).</source>
        <translation>%1 हातमा रहेका बाख्राको सङ्ख्या होइन (० देखि २० सम्म)।</translation>
    </message>
    <message>
        <source>The goats in hand are missing: write g and their number (0 to 20) after the side to move.</source>
        <translation>हातमा रहेका बाख्रा छुटेका छन्: चाल चल्ने पक्षपछि g र तिनको सङ्ख्या (0 देखि 20) लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The goats in hand are given twice, as %1 and as %2.</source>
        <translation>हातमा रहेका बाख्रा दुई पटक दिइएका छन्: %1 र %2।</translation>
    </message>
    <message>
        <source>%1 is not a number of captured goats: write c and a number from 0 to 5.</source>
        <translation>%1 मारिएका बाख्राको सङ्ख्या होइन: c र 0 देखि 5 सम्मको अङ्क लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The captured goats are missing: write c and their number (0 to 5).</source>
        <translation>मारिएका बाख्रा छुटेका छन्: c र तिनको सङ्ख्या (0 देखि 5) लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 is not a move: write it as mC1, mE1D1 or mA1C3.</source>
        <translation>%1 चाल होइन: mC1, mE1D1 वा mA1C3 जस्तै लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 is not a move number.</source>
        <translation>%1 चालको सङ्ख्या होइन।</translation>
    </message>
    <message>
        <source>%1 goats on the board and %2 captured are more than the 20 goats there are.</source>
        <translation>बोर्डमा %1 र मारिएका %2 बाख्रा गरी जम्मा २० भन्दा बढी हुन्छन्।</translation>
    </message>
    <message>
        <source>%1 goats on the board, %2 in hand and %3 captured make %4; there are 20 goats in all.</source>
        <translation>बोर्डमा %1, हातमा %2 र मारिएका %3 गरी %4 बाख्रा हुन्छन्; जम्मा २० बाख्रा हुन्छन्।</translation>
    </message>
</context>
<context>
    <name>EngineWorker</name>
    <message>
        <source>Beginner</source>
        <translation>सुरुवाती</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>उन्नत</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>सिद्ध</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>गुरु</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>goats win</source>
        <translation>बाख्रा जित्छन्</translation>
    </message>
    <message>
        <source>tigers win</source>
        <translation>बाघ जित्छन्</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>&amp;Open Game…</source>
        <translation>खेल खोल्नुहोस्…</translation>
    </message>
    <message>
        <source>&amp;Save Game</source>
        <translation>खेल सुरक्षित गर्नुहोस्</translation>
    </message>
    <message>
        <source>Save Game &amp;As…</source>
        <translation>खेल यस रूपमा सुरक्षित गर्नुहोस्…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>सुरक्षित नगरिएको खेल</translation>
    </message>
    <message>
        <source>The current game has not been saved. Save it first?</source>
        <translation>हालको खेल सुरक्षित गरिएको छैन। पहिले सुरक्षित गर्ने?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>खेल खोल्नुहोस्</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>खेल खोल्न सकिएन</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>खेल सुरक्षित गर्न सकिएन</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>खेल सुरक्षित गर्नुहोस्</translation>
    </message>
    <message>
        <source>game.bgc</source>
        <translation>game.bgc</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>हालैका खेल छैनन्</translation>
    </message>
    <message>
        <source>Open R&amp;ecent</source>
        <translation>हालैका खेल</translation>
    </message>
</context>
<context>
    <name>GameJournal</name>
    <message>
        <source>Your game could not be kept for the next start: %1</source>
        <translation>तपाईंको खेल अर्को सुरुका लागि राख्न सकिएन: %1</translation>
    </message>
</context>
<context>
    <name>GameNarrator</name>
    <message>
        <source>Goats placed %1.</source>
        <translation>बाख्रा %1 मा राखियो।</translation>
    </message>
    <message>
        <source>Tigers captured %1.</source>
        <translation>बाघले %1 खेलेर बाख्रा मार्‍यो।</translation>
    </message>
    <message>
        <source>Goats played %1.</source>
        <translation>बाख्राले %1 खेल्यो।</translation>
    </message>
    <message>
        <source>Tigers played %1.</source>
        <translation>बाघले %1 खेल्यो।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s).</source>
        <translation>
            <numerusform>%Ln चाल।</numerusform>
            <numerusform>%Ln चाल।</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>खेल सकियो।</translation>
    </message>
    <message>
        <source>Goats to move.</source>
        <translation>बाख्राको चाल।</translation>
    </message>
    <message>
        <source>Tigers to move.</source>
        <translation>बाघको चाल।</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>नयाँ खेल।</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>फिर्ता लिइयो: %1</translation>
    </message>
    <message>
        <source>Played again: %1</source>
        <translation>फेरि खेलियो: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1। %2</translation>
    </message>
    <message>
        <source>Alt+A accepts, Alt+D declines.</source>
        <translation>Alt+A ले स्वीकार्छ, Alt+D ले अस्वीकार्छ।</translation>
    </message>
    <message>
        <source>Goats: ten seconds left.</source>
        <translation>बाख्रा: दस सेकेन्ड बाँकी।</translation>
    </message>
    <message>
        <source>Tigers: ten seconds left.</source>
        <translation>बाघ: दस सेकेन्ड बाँकी।</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>You</source>
        <translation>तपाईं</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>कम्प्युटर</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>खेलाडी १</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>खेलाडी २</translation>
    </message>
    <message>
        <source>Computer 1</source>
        <translation>कम्प्युटर १</translation>
    </message>
    <message>
        <source>Computer 2</source>
        <translation>कम्प्युटर २</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>खेल सकियो।</translation>
    </message>
    <message>
        <source>%1 is not a legal move here.</source>
        <translation>%1 यहाँ नियमसम्मत चाल होइन।</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>राम्रो चाल खोज्दै…</translation>
    </message>
    <message>
        <source>No hints in a game against a person.</source>
        <translation>मानिससँगको खेलमा सङ्केत दिइँदैन।</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>कम्प्युटर (%1)</translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation>अब %1 को चाल।</translation>
    </message>
</context>
<context>
    <name>GameWords</name>
    <message>
        <source>Type a move: 12 or 3-9</source>
        <translation>चाल टाइप गर्नुहोस्: 12 वा 3-9</translation>
    </message>
    <message>
        <source>Type a move: C1 or E1D1</source>
        <translation>चाल टाइप गर्नुहोस्: C1 वा E1D1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move: type a point&apos;s number to place a goat (12), or two numbers to move a piece (3-9).</source>
        <translation>&quot;%1&quot; चाल होइन: बाख्रा राख्न बिन्दुको अङ्क (12), वा गोटी सार्न दुई अङ्क (3-9) लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move: type a point to place a goat (C1), or two points to move a piece (E1D1).</source>
        <translation>&quot;%1&quot; चाल होइन: बाख्रा राख्न एउटा बिन्दु (C1), वा गोटी सार्न दुई बिन्दु (E1D1) लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>New game of Lambs and Tigers[*]</source>
        <translation>पाठा र बाघको नयाँ खेल[*]</translation>
    </message>
    <message>
        <source>New game[*]</source>
        <translation>नयाँ खेल[*]</translation>
    </message>
    <message numerus="yes">
        <source>Lambs and Tigers, %Ln captures win · %1</source>
        <translation>
            <numerusform>पाठा र बाघ, %Ln बाख्रा मारेपछि जित · %1</numerusform>
            <numerusform>पाठा र बाघ, %Ln बाख्रा मारेपछि जित · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Position (record)</source>
        <translation>स्थिति (अभिलेख)</translation>
    </message>
    <message>
        <source>Position (OBX)</source>
        <translation>स्थिति (OBX)</translation>
    </message>
    <message>
        <source>The position as a Lambs and Tigers record (T/2TT2/6/6/4 g g15 c0 at the start). Paste or type one and press Enter to load it.</source>
        <translation>पाठा र बाघको अभिलेखका रूपमा स्थिति (सुरुमा T/2TT2/6/6/4 g g15 c0)। अभिलेख टाँस्नुहोस् वा टाइप गर्नुहोस्, अनि लोड गर्न Enter थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>The position as an OBX record. Paste or type one and press Enter to load it.</source>
        <translation>OBX अभिलेखका रूपमा स्थिति। लोड गर्न अभिलेख टाँस्नुहोस् वा टाइप गरेर Enter थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>Lambs and Tigers games (*.bgc);;All files (*)</source>
        <translation>पाठा र बाघ खेलहरू (*.bgc);;सबै फाइल (*)</translation>
    </message>
    <message>
        <source>Bagh-Chal games (*.bgc);;All files (*)</source>
        <translation>बाघचाल खेलहरू (*.bgc);;सबै फाइल (*)</translation>
    </message>
    <message>
        <source>Bagh-Chal and Lambs and Tigers games (*.bgc);;All files (*)</source>
        <translation>बाघचाल र पाठा र बाघ खेलहरू (*.bgc);;सबै फाइल (*)</translation>
    </message>
</context>
<context>
    <name>InternetDialog</name>
    <message>
        <source>Play Over the Internet</source>
        <translation>इन्टरनेटमा खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>%1 का रूपमा साइन इन भयो।</translation>
    </message>
    <message>
        <source>Invite a contact</source>
        <translation>सम्पर्कलाई निम्तो दिनुहोस्</translation>
    </message>
    <message>
        <source>name@example.org</source>
        <translation>name@example.org</translation>
    </message>
    <message>
        <source>&amp;Contact</source>
        <translation>सम्पर्क</translation>
    </message>
    <message>
        <source>Bagh-Chal</source>
        <translation>बाघचाल</translation>
    </message>
    <message>
        <source>Lambs and Tigers</source>
        <translation>पाठा र बाघ</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Tigers win at</source>
        <translation>बाघ जित्ने</translation>
    </message>
    <message>
        <source>Goats (move first)</source>
        <translation>बाख्रा (पहिले चाल्ने)</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>You &amp;play</source>
        <translation>तपाईं खेल्नुहुन्छ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>निम्तो दिनुहोस्</translation>
    </message>
    <message>
        <source>Invitations for you</source>
        <translation>तपाईंलाई आएका निम्ता</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>स्वीकार</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>अस्वीकार</translation>
    </message>
    <message>
        <source>%1 invites you to a game</source>
        <translation>%1 ले तपाईंलाई खेल्न निम्तो दिनुभएको छ</translation>
    </message>
    <message>
        <source>you play the tigers</source>
        <translation>तपाईं बाघ खेल्नुहुन्छ</translation>
    </message>
    <message>
        <source>you play the goats</source>
        <translation>तपाईं बाख्रा खेल्नुहुन्छ</translation>
    </message>
    <message>
        <source>%1 invites you to %2: %3</source>
        <translation>%1 ले तपाईंलाई %2 खेल्न निम्तो दिनुभएको छ: %3</translation>
    </message>
    <message>
        <source>, %1 min + %2 s a move</source>
        <translation>, %1 मिनेट + प्रति चाल %2 सेकेन्ड</translation>
    </message>
    <message>
        <source>Type the contact&apos;s address as name@server, for example bob@example.org.</source>
        <translation>सम्पर्कको ठेगाना name@server का रूपमा लेख्नुहोस्, जस्तै bob@example.org।</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>सम्पर्कहरू</translation>
    </message>
    <message>
        <source>Add Con&amp;tact</source>
        <translation>सम्पर्क थप्नुहोस्</translation>
    </message>
    <message>
        <source>Add the address to your contacts and ask to see when they are online</source>
        <translation>ठेगानालाई सम्पर्कमा थप्नुहोस् र उहाँ अनलाइन हुँदा देख्न अनुमति माग्नुहोस्</translation>
    </message>
    <message>
        <source>%1 is asked to let you see when they are online.</source>
        <translation>%1 लाई उहाँ अनलाइन हुँदा तपाईंले देख्न पाउने अनुमति मागियो।</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>अफलाइन</translation>
    </message>
    <message>
        <source>online, has the game</source>
        <translation>अनलाइन, खेल छ</translation>
    </message>
    <message>
        <source>online</source>
        <translation>अनलाइन</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>हेर्नुहोस्</translation>
    </message>
    <message>
        <source>Watch the game this contact is playing, without playing</source>
        <translation>यो सम्पर्कले खेलिरहेको खेल, आफू नखेली, हेर्नुहोस्</translation>
    </message>
    <message>
        <source>Your contacts</source>
        <translation>तपाईंका सम्पर्कहरू</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>जो कोही</translation>
    </message>
    <message>
        <source>No one</source>
        <translation>कोही पनि होइन</translation>
    </message>
    <message>
        <source>Who &amp;may watch</source>
        <translation>को हेर्न पाउँछ</translation>
    </message>
    <message>
        <source>Post in the &amp;Lobby</source>
        <translation>लबीमा राख्नुहोस्</translation>
    </message>
    <message>
        <source>Offer this game in the lobby, for anyone there to take</source>
        <translation>यो खेल लबीमा राख्नुहोस्, त्यहाँ जो कोहीले लिन सकोस्</translation>
    </message>
    <message>
        <source>%1 offers a game</source>
        <translation>%1 ले एउटा खेल प्रस्ताव गर्नुभएको छ</translation>
    </message>
    <message>
        <source>%1 offers %2: %3</source>
        <translation>%1 ले %2 प्रस्ताव गर्नुभएको छ: %3</translation>
    </message>
</context>
<context>
    <name>InternetPlay</name>
    <message>
        <source>Pla&amp;y Over the Internet…</source>
        <translation>इन्टरनेटमा खेल्नुहोस्…</translation>
    </message>
    <message>
        <source>Play your contacts anywhere through an XMPP account</source>
        <translation>XMPP खाताबाट आफ्ना सम्पर्कहरूसँग जहाँसुकै खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Signed out of %1.</source>
        <translation>%1 बाट साइन आउट भयो।</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>%1 का रूपमा साइन इन भयो।</translation>
    </message>
    <message>
        <source>Si&amp;gn Out of %1</source>
        <translation>%1 बाट साइन आउट गर्नुहोस्</translation>
    </message>
    <message>
        <source>Internet: signing in…</source>
        <translation>इन्टरनेट: साइन इन हुँदै…</translation>
    </message>
    <message>
        <source>Internet: connecting again…</source>
        <translation>इन्टरनेट: फेरि जोडिँदै…</translation>
    </message>
    <message>
        <source>Internet: %1</source>
        <translation>इन्टरनेट: %1</translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation>%1 का रूपमा साइन इन</translation>
    </message>
    <message>
        <source>Internet: signed out</source>
        <translation>इन्टरनेट: साइन आउट</translation>
    </message>
    <message>
        <source>%1 declined the invitation.</source>
        <translation>%1 ले निम्तो अस्वीकार गर्नुभयो।</translation>
    </message>
    <message>
        <source>Invited %1; the game starts when they accept.</source>
        <translation>%1 लाई निम्तो दिइयो; उहाँले स्वीकार गरेपछि खेल सुरु हुन्छ।</translation>
    </message>
    <message>
        <source>%1 gave the game up.</source>
        <translation>%1 ले खेल छाड्नुभयो।</translation>
    </message>
    <message>
        <source>%1 invites you to play: Game ▸ Play Over the Internet… to answer.</source>
        <translation>%1 ले तपाईंलाई खेल्न निम्तो दिनुभएको छ: जवाफ दिन खेल ▸ इन्टरनेटमा खेल्नुहोस्… खोल्नुहोस्।</translation>
    </message>
    <message>
        <source>Internet Lo&amp;bby…</source>
        <translation>इन्टरनेट लबी…</translation>
    </message>
    <message>
        <source>Chat in a room of players and play the games posted there</source>
        <translation>खेलाडीहरूको कोठामा कुराकानी गर्नुहोस् र त्यहाँ राखिएका खेलहरू खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Join the lobby&apos;s room first, then post the game.</source>
        <translation>पहिले लबीको कोठामा पस्नुहोस्, अनि खेल राख्नुहोस्।</translation>
    </message>
    <message>
        <source>Your game is posted in the lobby; it starts when someone takes it.</source>
        <translation>तपाईंको खेल लबीमा राखियो; कसैले लिएपछि सुरु हुन्छ।</translation>
    </message>
    <message>
        <source>Back in your game with %1.</source>
        <translation>%1 सँगको तपाईंको खेलमा फर्कनुभयो।</translation>
    </message>
    <message>
        <source>%1 left the game; it stays on the board.</source>
        <translation>%1 खेल छोडेर जानुभयो; खेल बोर्डमै रहन्छ।</translation>
    </message>
    <message>
        <source>%1 withdrew the invitation.</source>
        <translation>%1 ले निम्तो फिर्ता लिनुभयो।</translation>
    </message>
    <message>
        <source>Internet: your game with %1 waits</source>
        <translation>इन्टरनेट: %1 सँगको तपाईंको खेल पर्खिरहेको छ</translation>
    </message>
    <message>
        <source>Sign in (Game ▸ Play Over the Internet…) to go back to your game with %1.</source>
        <translation>%1 सँगको तपाईंको खेलमा फर्कन साइन इन गर्नुहोस् (खेल ▸ इन्टरनेटमा खेल्नुहोस्…)।</translation>
    </message>
</context>
<context>
    <name>InternetWatch</name>
    <message>
        <source>Leave the Watched Ga&amp;me</source>
        <translation>हेरिरहेको खेल छाड्नुहोस्</translation>
    </message>
    <message>
        <source>Stop watching the game; it stays on the board</source>
        <translation>खेल हेर्न रोक्नुहोस्; खेल बोर्डमै रहन्छ</translation>
    </message>
    <message>
        <source>You stopped watching %1&apos;s game.</source>
        <translation>तपाईंले %1 को खेल हेर्न रोक्नुभयो।</translation>
    </message>
    <message>
        <source>Asking %1 to let you watch their game…</source>
        <translation>%1 लाई उहाँको खेल हेर्न दिन अनुरोध गर्दै…</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>हेरिरहेका: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 lets nobody watch.</source>
        <translation>%1 ले कसैलाई हेर्न दिनुहुन्न।</translation>
    </message>
    <message>
        <source>%1 lets only contacts watch.</source>
        <translation>%1 ले सम्पर्कहरूलाई मात्र हेर्न दिनुहुन्छ।</translation>
    </message>
    <message>
        <source>No room to watch %1&apos;s game.</source>
        <translation>%1 को खेल हेर्ने ठाउँ छैन।</translation>
    </message>
    <message>
        <source>%1 did not let you watch.</source>
        <translation>%1 ले तपाईंलाई हेर्न दिनुभएन।</translation>
    </message>
    <message>
        <source>Now watching %1&apos;s game.</source>
        <translation>अब %1 को खेल हेर्दै।</translation>
    </message>
    <message>
        <source>You watch %1 – %2</source>
        <translation>तपाईं हेर्दै: %1 – %2</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s game</source>
        <translation>%1 को खेल पर्खँदै</translation>
    </message>
    <message>
        <source>%1 is away: the game goes on here when they are back.</source>
        <translation>%1 अहिले हुनुहुन्न: उहाँ फर्केपछि खेल यहाँ अघि बढ्छ।</translation>
    </message>
    <message>
        <source>%1 is back: the game goes on.</source>
        <translation>%1 फर्किनुभयो: खेल अघि बढ्छ।</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>प्रणालीको भाषा</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>Takes effect when Bagh-Chal starts again; your game is kept</source>
        <translation>बाघचाल फेरि सुरु हुँदा लागू हुन्छ; तपाईंको खेल जोगिन्छ</translation>
    </message>
    <message>
        <source>The new language takes effect when Bagh-Chal starts again. Restart now? Your game is kept and comes back.</source>
        <translation>नयाँ भाषा बाघचाल फेरि सुरु हुँदा लागू हुन्छ। अहिले नै फेरि सुरु गर्ने? तपाईंको खेल जोगिन्छ र फर्किन्छ।</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>अहिले फेरि सुरु गर्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>पछि</translation>
    </message>
</context>
<context>
    <name>LastGameRecord</name>
    <message>
        <source>the header %1 is missing</source>
        <translation>शीर्षक %1 छैन</translation>
    </message>
    <message>
        <source>the header %1 is out of range</source>
        <translation>शीर्षक %1 को मान सीमाबाहिर छ</translation>
    </message>
    <message>
        <source>it is a saved game, not the record of a game left off</source>
        <translation>यो सुरक्षित गरिएको खेल हो, छोडिएको खेलको अभिलेख होइन</translation>
    </message>
    <message>
        <source>it was written by another version of the program (%1)</source>
        <translation>यो प्रोग्रामको अर्को संस्करणले लेखेको हो (%1)</translation>
    </message>
</context>
<context>
    <name>LastSession</name>
    <message>
        <source>the file is too large</source>
        <translation>फाइल धेरै ठूलो छ</translation>
    </message>
    <message>
        <source>Your last game could not be read (%1). A new game begins.</source>
        <translation>तपाईंको पछिल्लो खेल पढ्न सकिएन (%1)। नयाँ खेल सुरु हुन्छ।</translation>
    </message>
    <message>
        <source>Your last game could not be read (%1). It was kept as %2; a new game begins.</source>
        <translation>तपाईंको पछिल्लो खेल पढ्न सकिएन (%1)। यसलाई %2 नाममा राखियो; नयाँ खेल सुरु हुन्छ।</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>Placing goats</source>
        <translation>बाख्रा राख्ने</translation>
    </message>
    <message>
        <source>Goats move first. While goats are in hand, a goats&apos; move places one on any empty point. The four tigers start on the corners.</source>
        <translation>पहिले बाख्राले चाल्छ। हातमा बाख्रा बाँकी रहुन्जेल बाख्राको चाल भनेको कुनै पनि खाली बिन्दुमा एउटा बाख्रा राख्नु हो। चारवटा बाघ चार कुनामा सुरु गर्छन्।</translation>
    </message>
    <message>
        <source>Well placed: the centre touches eight points, and no tiger can reach it yet.</source>
        <translation>राम्रो: बीचको बिन्दु आठ बिन्दुसँग जोडिन्छ, र अहिले कुनै बाघ त्यहाँ पुग्न सक्दैन।</translation>
    </message>
    <message>
        <source>A tiger captures a goat next to it by jumping over it onto the empty point right behind. Place a goat where no tiger can jump any goat.</source>
        <translation>बाघले छेउको बाख्रामाथि फड्केर ठीक पछाडिको खाली बिन्दुमा पुगेर त्यसलाई मार्छ। कुनै बाघले कुनै बाख्रा फड्काउन नसक्ने ठाउँमा बाख्रा राख्नुहोस्।</translation>
    </message>
    <message>
        <source>Good: every goat is safe.</source>
        <translation>राम्रो: सबै बाख्रा सुरक्षित छन्।</translation>
    </message>
    <message>
        <source>How tigers move</source>
        <translation>बाघ कसरी चल्छ</translation>
    </message>
    <message>
        <source>Move a tiger one step along a line, without capturing yet: click the tiger, then an empty point next to it.</source>
        <translation>अहिले नमारी, कुनै बाघलाई रेखामा एक पाइला सार्नुहोस्: बाघमा क्लिक गर्नुहोस्, अनि त्यसको छेउको खाली बिन्दुमा।</translation>
    </message>
    <message>
        <source>That is a tiger&apos;s slide.</source>
        <translation>यो बाघको सराइ हो।</translation>
    </message>
    <message>
        <source>The goat on B2 stands next to the tiger on A1, and C3 behind it is empty. Capture it: click the tiger, then C3.</source>
        <translation>B2 को बाख्रा A1 को बाघको छेउमा छ, र त्यसको पछाडिको C3 खाली छ। त्यसलाई मार्नुहोस्: बाघमा क्लिक गर्नुहोस्, अनि C3 मा।</translation>
    </message>
    <message>
        <source>Captured! Five captured goats win the game for the tigers.</source>
        <translation>मारियो! पाँचवटा बाख्रा मारेपछि बाघ जित्छन्।</translation>
    </message>
    <message>
        <source>Protecting a goat</source>
        <translation>बाख्रा जोगाउने</translation>
    </message>
    <message>
        <source>A goat is safe when the point behind it, seen from each tiger next to it, is taken.</source>
        <translation>छेउका हरेक बाघबाट हेर्दा बाख्राको पछाडिको बिन्दु भरिएको छ भने बाख्रा सुरक्षित हुन्छ।</translation>
    </message>
    <message>
        <source>The tiger on A1 threatens the goat on B2. Place a goat so that no goat can be captured.</source>
        <translation>A1 को बाघले B2 को बाख्रालाई धम्क्याउँछ। कुनै बाख्रा मारिन नसक्ने गरी बाख्रा राख्नुहोस्।</translation>
    </message>
    <message>
        <source>Right: with C3 taken, the tiger cannot jump B2.</source>
        <translation>ठीक: C3 भरिएपछि बाघले B2 फड्काउन सक्दैन।</translation>
    </message>
    <message>
        <source>Blocking tigers</source>
        <translation>बाघ थुन्ने</translation>
    </message>
    <message>
        <source>The goats win when no tiger can move: every point next to each tiger is taken and no jump is open.</source>
        <translation>कुनै बाघ चल्न नसकेपछि बाख्रा जित्छन्: हरेक बाघको छेउका सबै बिन्दु भरिएका हुन्छन् र कुनै फड्को खुला हुँदैन।</translation>
    </message>
    <message>
        <source>The tiger on A1 can still step to B2. Place a goat so that it cannot move at all.</source>
        <translation>A1 को बाघ अझै B2 मा सर्न सक्छ। त्यो पटक्कै चल्न नसक्ने गरी बाख्रा राख्नुहोस्।</translation>
    </message>
    <message>
        <source>The tiger on A1 is shut in: B2 is taken, and C3 behind it too.</source>
        <translation>A1 को बाघ थुनियो: B2 भरियो, र त्यसको पछाडिको C3 पनि।</translation>
    </message>
    <message>
        <source>Four tigers huddle in a corner. One goat shuts them all in: find the point.</source>
        <translation>चारवटै बाघ एउटा कुनामा गुजुमुजु छन्। एउटै बाख्राले सबैलाई थुन्छ: त्यो बिन्दु खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>No tiger can move: the goats win.</source>
        <translation>कुनै बाघ चल्न सक्दैन: बाख्रा जिते।</translation>
    </message>
    <message>
        <source>The sliding phase</source>
        <translation>सार्ने चरण</translation>
    </message>
    <message>
        <source>Once all twenty goats are placed, a goats&apos; move slides one goat one step along a line to an empty point. Goats never jump.</source>
        <translation>बीसै बाख्रा राखिसकेपछि बाख्राको चाल भनेको एउटा बाख्रालाई रेखामा एक पाइला खाली बिन्दुमा सार्नु हो। बाख्रा कहिल्यै फड्कँदैन।</translation>
    </message>
    <message>
        <source>The tiger on A1 can jump B2 into the empty C3. Slide a goat so that no goat can be captured.</source>
        <translation>A1 को बाघले B2 फड्केर खाली C3 मा पुग्न सक्छ। कुनै बाख्रा मारिन नसक्ने गरी एउटा बाख्रा सार्नुहोस्।</translation>
    </message>
    <message>
        <source>Well done: every goat is covered. That is the goats&apos; whole art.</source>
        <translation>स्याबास: सबै बाख्रा जोगिए। बाख्राको सारा कला यही हो।</translation>
    </message>
    <message>
        <source>That goat went to %1; the task is %2.</source>
        <translation>त्यो बाख्रा %1 मा गयो; काम %2 हो।</translation>
    </message>
    <message>
        <source>A tiger can now capture the goat on %1. Try again.</source>
        <translation>अब बाघले %1 को बाख्रा मार्न सक्छ। फेरि प्रयास गर्नुहोस्।</translation>
    </message>
    <message>
        <source>That was a jump; the task is a slide of one step.</source>
        <translation>त्यो फड्को थियो; काम एक पाइलाको सराइ हो।</translation>
    </message>
    <message>
        <source>That was a step; a capture jumps over the goat.</source>
        <translation>त्यो पाइला थियो; मार्न बाख्रामाथि फड्कनुपर्छ।</translation>
    </message>
    <message>
        <source>The tiger on %1 can still move. Try again.</source>
        <translation>%1 को बाघ अझै चल्न सक्छ। फेरि प्रयास गर्नुहोस्।</translation>
    </message>
    <message>
        <source>A tiger can still move. Try again.</source>
        <translation>एउटा बाघ अझै चल्न सक्छ। फेरि प्रयास गर्नुहोस्।</translation>
    </message>
    <message>
        <source>Lambs and Tigers</source>
        <translation>पाठा र बाघ</translation>
    </message>
    <message>
        <source>The sister game from South India: three tigers, fifteen goats, twenty-three points on a mountain and its crossing lines. The same moves: goats are placed, then slide; a tiger slides, or jumps a goat along a line.</source>
        <translation>दक्षिण भारतको बहिनी खेल: तीन बाघ, पन्ध्र बाख्रा, पहाड र त्यसलाई काट्ने रेखाहरूमा तेईस बिन्दु। चाल उस्तै: बाख्रा राखिन्छन्, अनि सर्छन्; बाघ सर्छ, वा रेखामा बाख्रा नाघेर मार्छ।</translation>
    </message>
    <message>
        <source>The tiger on 3 can jump the goat on 9 down the line into 15. Place a goat so that no goat can be captured.</source>
        <translation>3 मा भएको बाघले 9 को बाख्रा नाघेर रेखामा तल 15 मा जान सक्छ। कुनै पनि बाख्रा मारिन नसक्ने गरी एउटा बाख्रा राख्नुहोस्।</translation>
    </message>
    <message>
        <source>Right: with 15 taken, the goat on 9 is safe.</source>
        <translation>ठीक: 15 ओगटिएपछि 9 को बाख्रा सुरक्षित छ।</translation>
    </message>
    <message>
        <source>You play the tigers: capture the goat on 9. Click the tiger on 3, then 15.</source>
        <translation>तपाईं बाघ खेल्नुहुन्छ: 9 को बाख्रा मार्नुहोस्। 3 को बाघमा, अनि 15 मा क्लिक गर्नुहोस्।</translation>
    </message>
    <message>
        <source>Captured! Here the tigers usually must take every goat to win.</source>
        <translation>मारियो! यहाँ जित्न बाघले प्रायः सबै बाख्रा मार्नुपर्छ।</translation>
    </message>
    <message>
        <source>You play the tigers now. A tiger slides one step along a line, or jumps. Without a mouse: Tab to the board, walk along its lines with the arrow keys and press Space or Enter where you would click; Esc drops a picked piece.</source>
        <translation>अब तपाईं बाघ खेल्नुहुन्छ। बाघ रेखामा एक पाइला सर्छ, वा फड्कन्छ। माउस बिना: Tab थिचेर बोर्डमा जानुहोस्, तीर कुञ्जीले त्यसका रेखाहरूमा हिँड्नुहोस् र जहाँ क्लिक गर्नुहुन्थ्यो त्यहाँ Space वा Enter थिच्नुहोस्; Esc ले उठाएको गोटी छोड्छ।</translation>
    </message>
    <message>
        <source>Place a goat on the centre point, C3: click it (from the keyboard: Tab to the board, then the arrow keys and Space).</source>
        <translation>बीचको बिन्दु C3 मा बाख्रा राख्नुहोस्: त्यसमा क्लिक गर्नुहोस् (किबोर्डबाट: Tab थिचेर बोर्डमा जानुहोस्, अनि तीर कुञ्जी र Space)।</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>someone in the room has your name already</source>
        <translation>कोठामा तपाईंकै नामको कोही पहिले नै छ</translation>
    </message>
    <message>
        <source>the room needs a password</source>
        <translation>कोठालाई पासवर्ड चाहिन्छ</translation>
    </message>
    <message>
        <source>the room does not let your account in</source>
        <translation>कोठाले तपाईंको खातालाई भित्र आउन दिँदैन</translation>
    </message>
    <message>
        <source>there is no such room or conference service</source>
        <translation>यस्तो कोठा वा सम्मेलन सेवा छैन</translation>
    </message>
    <message>
        <source>the room lets in only its members</source>
        <translation>कोठाले आफ्ना सदस्यलाई मात्र भित्र आउन दिन्छ</translation>
    </message>
    <message>
        <source>the room refused</source>
        <translation>कोठाले अस्वीकार गर्‍यो</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Internet Lobby</source>
        <translation>इन्टरनेट लबी</translation>
    </message>
    <message>
        <source>&amp;Room</source>
        <translation>कोठा</translation>
    </message>
    <message>
        <source>baghchal@conference.example.org</source>
        <translation>baghchal@conference.example.org</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>पस्नुहोस्</translation>
    </message>
    <message>
        <source>Open games</source>
        <translation>खुला खेलहरू</translation>
    </message>
    <message>
        <source>&amp;Post a Game…</source>
        <translation>खेल राख्नुहोस्…</translation>
    </message>
    <message>
        <source>Offer a game that anyone in the room may take</source>
        <translation>कोठामा जो कोहीले लिन सक्ने खेल राख्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>लिनुहोस्</translation>
    </message>
    <message>
        <source>Chat in the room</source>
        <translation>कोठामा कुराकानी</translation>
    </message>
    <message>
        <source>Say something to the room</source>
        <translation>कोठामा केही भन्नुहोस्</translation>
    </message>
    <message>
        <source>Message to the room</source>
        <translation>कोठालाई सन्देश</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>पठाउनुहोस्</translation>
    </message>
    <message>
        <source>Not in a room: Join to see its games and chat.</source>
        <translation>कुनै कोठामा हुनुहुन्न: यसका खेल र कुराकानी हेर्न पस्नुहोस्।</translation>
    </message>
    <message>
        <source>Joining %1…</source>
        <translation>%1 मा पस्दै…</translation>
    </message>
    <message>
        <source>In %1.</source>
        <translation>%1 मा हुनुहुन्छ।</translation>
    </message>
    <message>
        <source>%1 did not let you in: %2</source>
        <translation>%1 ले भित्र आउन दिएन: %2</translation>
    </message>
    <message>
        <source>No open games yet: post one, or wait for one.</source>
        <translation>अहिलेसम्म खुला खेल छैन: एउटा राख्नुहोस्, वा पर्खनुहोस्।</translation>
    </message>
    <message>
        <source>Your game is posted: anyone here may take it.</source>
        <translation>तपाईंको खेल राखिएको छ: यहाँ जो कोहीले लिन सक्छ।</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>नयाँ खेल…</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>फेरि खेल्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बन्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>चाल</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत्</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>पुनः गर्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>सङ्केत</translation>
    </message>
    <message>
        <source>&amp;Type a Move</source>
        <translation>चाल टाइप गर्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>कसरी खेल्ने</translation>
    </message>
    <message>
        <source>&amp;About Bagh-Chal</source>
        <translation>बाघचालको बारेमा</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>no repeated positions</source>
        <translation>स्थिति दोहोर्‍याउन नपाइने</translation>
    </message>
    <message>
        <source>third repetition draws</source>
        <translation>तेस्रो दोहोरोमा बराबरी</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>दुई खेलाडी</translation>
    </message>
    <message>
        <source>Level %1 (%2)</source>
        <translation>स्तर %1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2%3</source>
        <translation>%1 · %2%3</translation>
    </message>
    <message>
        <source> · match</source>
        <translation> · म्याच</translation>
    </message>
    <message>
        <source>The game is over. Start a new one with Game ▸ New Game.</source>
        <translation>खेल सकियो। खेल ▸ नयाँ खेलबाट नयाँ खेल सुरु गर्नुहोस्।</translation>
    </message>
    <message>
        <source>Wait: it is the computer&apos;s move.</source>
        <translation>पर्खनुहोस्: अहिले कम्प्युटरको चाल हो।</translation>
    </message>
    <message>
        <source>Five goats have been captured.</source>
        <translation>पाँचवटा बाख्रा मारिए।</translation>
    </message>
    <message>
        <source>The tigers are surrounded: no tiger can move.</source>
        <translation>बाघहरू घेरिए: कुनै बाघ चल्न सक्दैन।</translation>
    </message>
    <message>
        <source>The goats are hemmed in: no goat can move.</source>
        <translation>बाख्राहरू थुनिए: कुनै बाख्रा चल्न सक्दैन।</translation>
    </message>
    <message>
        <source>The same position has occurred three times.</source>
        <translation>एउटै स्थिति तीन पटक आयो।</translation>
    </message>
    <message>
        <source>Every move left to the tigers would repeat an earlier position.</source>
        <translation>बाघका बाँकी सबै चालले पहिलेकै स्थिति दोहोर्‍याउँछन्।</translation>
    </message>
    <message>
        <source>Every move left to the goats would repeat an earlier position.</source>
        <translation>बाख्राका बाँकी सबै चालले पहिलेकै स्थिति दोहोर्‍याउँछन्।</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>कम्प्युटर जित्यो</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>तपाईं जित्नुभयो!</translation>
    </message>
    <message>
        <source>Match: %1 %2 · %4 %3</source>
        <translation>म्याच: %1 %2 · %4 %3</translation>
    </message>
    <message>
        <source>Game 2: swap sides</source>
        <translation>खेल २: पक्ष साट्नुहोस्</translation>
    </message>
    <message>
        <source>The match is drawn.</source>
        <translation>म्याच बराबरी भयो।</translation>
    </message>
    <message>
        <source>You take the match.</source>
        <translation>तपाईंले म्याच जित्नुभयो।</translation>
    </message>
    <message>
        <source>%1 takes the match.</source>
        <translation>%1 ले म्याच जित्यो।</translation>
    </message>
    <message>
        <source>The four blocked tigers stand on one straight diagonal line, like a stick (daNDii). A grand win counts as twelve games.</source>
        <translation>थुनिएका चारै बाघ एउटै सिधा छड्के रेखामा, डण्डी जस्तै, उभिएका छन्। ठूलो जित बाह्र खेल बराबर गनिन्छ।</translation>
    </message>
    <message>
        <source>Every goat is on the board and none can move. A grand win counts as twelve games.</source>
        <translation>सबै बाख्रा पाटीमा छन् र कुनै पनि चल्न सक्दैन। ठूलो जित बाह्र खेल बराबर गनिन्छ।</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>रोक्नुहोस्</translation>
    </message>
    <message>
        <source>Hide the Result</source>
        <translation>नतिजा लुकाउनुहोस्</translation>
    </message>
    <message>
        <source>&amp;Learn to Play…</source>
        <translation>खेल्न सिक्नुहोस्…</translation>
    </message>
    <message>
        <source>Short lessons on the board: placing, moving, capturing, blocking</source>
        <translation>बोर्डमा छोटा पाठ: राख्ने, सार्ने, मार्ने, थुन्ने</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>आवाज</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>बोर्ड पल्टाउनुहोस्</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>पहेली…</translation>
    </message>
    <message>
        <source>Find the only move that wins or saves the game, from the solved game</source>
        <translation>हल गरिएको खेलबाट: जिताउने वा खेल जोगाउने एउटै मात्र चाल खोज्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>सम्पादन</translation>
    </message>
    <message>
        <source>Your last game is back. The computer waits: press Resume (P) to let it move.</source>
        <translation>तपाईंको पछिल्लो खेल फर्कियो। कम्प्युटर पर्खिरहेको छ: यसलाई चाल चल्न दिन जारी राख्नुहोस् (P) थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>Your last game is back.</source>
        <translation>तपाईंको पछिल्लो खेल फर्कियो।</translation>
    </message>
    <message>
        <source>Let the computers play on (P)</source>
        <translation>कम्प्युटरहरूलाई खेल जारी राख्न दिनुहोस् (P)</translation>
    </message>
    <message>
        <source>Stop the computers between moves (P)</source>
        <translation>चालहरूका बीचमा कम्प्युटरहरूलाई रोक्नुहोस् (P)</translation>
    </message>
    <message>
        <source>The tigers resigned.</source>
        <translation>बाघले हार माने।</translation>
    </message>
    <message>
        <source>The goats resigned.</source>
        <translation>बाख्राले हार माने।</translation>
    </message>
    <message>
        <source>Drawn by agreement.</source>
        <translation>सहमतिमा बराबरी।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln goats have been captured.</source>
        <translation>
            <numerusform>%Ln बाख्रा मारिए।</numerusform>
            <numerusform>%Ln बाख्रा मारिए।</numerusform>
        </translation>
    </message>
    <message>
        <source>Host a game for a friend on another computer, or join theirs</source>
        <translation>अर्को कम्प्युटरमा भएको साथीका लागि खेल आयोजना गर्नुहोस्, वा उसको खेलमा जोडिनुहोस्</translation>
    </message>
    <message>
        <source>&amp;Leave the Network Game</source>
        <translation>नेटवर्क खेल छाड्नुहोस्</translation>
    </message>
    <message>
        <source>You left the network game; it stays on the board.</source>
        <translation>तपाईंले नेटवर्क खेल छाड्नुभयो; खेल बोर्डमै रहन्छ।</translation>
    </message>
    <message>
        <source>The tigers ran out of time.</source>
        <translation>बाघहरूको समय सकियो।</translation>
    </message>
    <message>
        <source>The goats ran out of time.</source>
        <translation>बाख्राहरूको समय सकियो।</translation>
    </message>
    <message>
        <source>%1 · clocks %2 min + %3 s</source>
        <translation>%1 · घडी %2 मिनेट + %3 सेकेन्ड</translation>
    </message>
    <message>
        <source>You asked to take back a move…</source>
        <translation>तपाईंले चाल फिर्ता लिन अनुरोध गर्नुभयो…</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>कुराकानी</translation>
    </message>
    <message>
        <source>Type a line to your opponent (Esc: back to the board)</source>
        <translation>प्रतिद्वन्द्वीलाई एक पङ्क्ति लेख्नुहोस् (Esc: बोर्डमा फर्कनुहोस्)</translation>
    </message>
    <message>
        <source>Sound for C&amp;hat Lines</source>
        <translation>कुराकानीको आवाज</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>जारी राख्नुहोस्</translation>
    </message>
    <message>
        <source>Back to the last move, and let the computers play on (P)</source>
        <translation>अन्तिम चालमा फर्केर कम्प्युटरहरूलाई खेल जारी राख्न दिनुहोस् (P)</translation>
    </message>
    <message>
        <source>Play Over the Net&amp;work…</source>
        <translation>नेटवर्कमा खेल्नुहोस्…</translation>
    </message>
    <message>
        <source>A&amp;nimate Moves</source>
        <translation>चाल सजीव देखाउनुहोस्</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>थप औजार</translation>
    </message>
    <message>
        <source> · tutor</source>
        <translation> · शिक्षक</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1। %2</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>%1 विरुद्ध</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 विरुद्ध %2</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Learn from Your Mistakes</source>
        <translation>आफ्ना गल्तीबाट सिक्नुहोस्</translation>
    </message>
    <message>
        <source>The position of the mistake: find a better move</source>
        <translation>गल्ती भएको स्थिति: अझ राम्रो चाल खोज्नुहोस्</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>प्रगति</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>काम</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>खेलमा</translation>
    </message>
    <message>
        <source>What your move did</source>
        <translation>तपाईंको चालले के गर्‍यो</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>अघिल्लो</translation>
    </message>
    <message>
        <source>The mistake before (P)</source>
        <translation>अघिल्लो गल्ती (P)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>अर्को</translation>
    </message>
    <message>
        <source>The next mistake; skips this one if it is not found yet (N)</source>
        <translation>अर्को गल्ती; यो अझै भेटिएको छैन भने छाडेर जान्छ (N)</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>फेरि प्रयास गर्नुहोस्</translation>
    </message>
    <message>
        <source>The same position again (R)</source>
        <translation>उही स्थिति फेरि (R)</translation>
    </message>
    <message>
        <source>The goats&apos; mistakes</source>
        <translation>बाख्राका गल्ती</translation>
    </message>
    <message>
        <source>The tigers&apos; mistakes</source>
        <translation>बाघका गल्ती</translation>
    </message>
    <message>
        <source>Goats to move: find a move that keeps the win.</source>
        <translation>बाख्राको पालो: जित जोगाउने चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>Tigers to move: find a move that keeps the win.</source>
        <translation>बाघको पालो: जित जोगाउने चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>Goats to move: find a move that keeps the draw.</source>
        <translation>बाख्राको पालो: बराबरी जोगाउने चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>Tigers to move: find a move that keeps the draw.</source>
        <translation>बाघको पालो: बराबरी जोगाउने चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 gives the win away: the game is only a draw after it.</source>
        <translation>%1 ले जित गुमाउँछ: त्यसपछि खेल बराबरी मात्र हुन्छ।</translation>
    </message>
    <message>
        <source>%1 throws the win away: the tigers win after it.</source>
        <translation>%1 ले जित फाल्छ: त्यसपछि बाघ जित्छन्।</translation>
    </message>
    <message>
        <source>%1 throws the win away: the goats win after it.</source>
        <translation>%1 ले जित फाल्छ: त्यसपछि बाख्रा जित्छन्।</translation>
    </message>
    <message>
        <source>%1 lets the tigers win.</source>
        <translation>%1 ले बाघलाई जिताउँछ।</translation>
    </message>
    <message>
        <source>%1 lets the goats win.</source>
        <translation>%1 ले बाख्रालाई जिताउँछ।</translation>
    </message>
    <message>
        <source>The goats made no mistake in this game: nothing to practise.</source>
        <translation>यो खेलमा बाख्राले कुनै गल्ती गरेनन्: अभ्यास गर्ने केही छैन।</translation>
    </message>
    <message>
        <source>The tigers made no mistake in this game: nothing to practise.</source>
        <translation>यो खेलमा बाघले कुनै गल्ती गरेनन्: अभ्यास गर्ने केही छैन।</translation>
    </message>
    <message>
        <source>Nothing to practise.</source>
        <translation>अभ्यास गर्ने केही छैन।</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 मध्ये %1</translation>
    </message>
    <message>
        <source>practised</source>
        <translation>अभ्यास भइसक्यो</translation>
    </message>
    <message>
        <source>In the game: %1</source>
        <translation>खेलमा: %1</translation>
    </message>
    <message>
        <source>The tigers answer %1.</source>
        <translation>बाघले %1 खेल्छन्।</translation>
    </message>
    <message>
        <source>The goats answer %1.</source>
        <translation>बाख्राले %1 खेल्छन्।</translation>
    </message>
    <message>
        <source>Play your move on the board: click, or the arrow keys and Space.</source>
        <translation>बोर्डमा आफ्नो चाल खेल्नुहोस्: क्लिक गरेर, वा तीर कुञ्जी र स्पेसले।</translation>
    </message>
    <message>
        <source>Checking your move.</source>
        <translation>तपाईंको चाल जाँच्दै।</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 जाँच्दै…</translation>
    </message>
    <message>
        <source>No proven value is known for %1 here: try a move the tables decide.</source>
        <translation>यहाँ %1 को प्रमाणित मान थाहा छैन: तालिकाले निर्णय गर्ने चाल खेल्नुहोस्।</translation>
    </message>
    <message>
        <source>Found: press Next.</source>
        <translation>भेटियो: अर्को थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>Yes: %1 keeps the win.</source>
        <translation>हो: %1 ले जित जोगाउँछ।</translation>
    </message>
    <message>
        <source>Yes: %1 keeps the draw.</source>
        <translation>हो: %1 ले बराबरी जोगाउँछ।</translation>
    </message>
    <message>
        <source>Press Next for the next mistake.</source>
        <translation>अर्को गल्तीका लागि अर्को थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>That was the last one.</source>
        <translation>त्यो अन्तिम थियो।</translation>
    </message>
    <message>
        <source>Not that one: see why.</source>
        <translation>त्यो होइन: किन, हेर्नुहोस्।</translation>
    </message>
    <message>
        <source>Press Try Again.</source>
        <translation>फेरि प्रयास गर्नुहोस् थिच्नुहोस्।</translation>
    </message>
</context>
<context>
    <name>MoveCommand</name>
    <message>
        <source>Computer: %1</source>
        <translation>कम्प्युटर: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>चाल %1</translation>
    </message>
</context>
<context>
    <name>MoveListModel</name>
    <message>
        <source>Capture</source>
        <translation>मार्‍यो</translation>
    </message>
    <message>
        <source>Goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Turned a draw into a loss</source>
        <translation>बराबरीलाई हारमा बदल्यो</translation>
    </message>
    <message>
        <source>Threw away a win: now a loss</source>
        <translation>जित गुमायो: अब हार</translation>
    </message>
    <message>
        <source>Threw away a win: now a draw</source>
        <translation>जित गुमायो: अब बराबरी</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Move %1, %2, %3</source>
        <translation>चाल %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>NetGuest</name>
    <message>
        <source>The host no longer keeps your seat in this game.</source>
        <translation>आयोजकले यो खेलमा तपाईंको स्थान अब राख्नुहुन्न।</translation>
    </message>
    <message>
        <source>The host did not accept the key: a wrong or old join code, or not this code&apos;s host.</source>
        <translation>आयोजकले साँचो स्वीकारेन: गलत वा पुरानो सामेल कोड, वा यो कोडको आयोजक होइन।</translation>
    </message>
    <message>
        <source>The host did not answer in time.</source>
        <translation>आयोजकले समयमै जवाफ दिएन।</translation>
    </message>
    <message>
        <source>The host&apos;s answer is not Bagh-Chal&apos;s.</source>
        <translation>आयोजकको जवाफ बाघचालको होइन।</translation>
    </message>
</context>
<context>
    <name>NetWords</name>
    <message>
        <source>The connection was lost.</source>
        <translation>जडान टुट्यो।</translation>
    </message>
    <message>
        <source>The other player left.</source>
        <translation>अर्को खेलाडीले छाड्नुभयो।</translation>
    </message>
    <message>
        <source>The host plays another game or rule now.</source>
        <translation>आयोजकले अहिले अर्कै खेल वा नियम खेल्दै छन्।</translation>
    </message>
    <message>
        <source>The host is busy.</source>
        <translation>आयोजक व्यस्त हुनुहुन्छ।</translation>
    </message>
    <message>
        <source>The other side sent something it should not.</source>
        <translation>अर्को पक्षले पठाउन नहुने कुरा पठायो।</translation>
    </message>
    <message>
        <source>The other side sent a line far too long.</source>
        <translation>अर्को पक्षले अत्यन्त लामो पङ्क्ति पठायो।</translation>
    </message>
    <message>
        <source>The other side sent too much too fast.</source>
        <translation>अर्को पक्षले धेरै छिटो धेरै कुरा पठायो।</translation>
    </message>
    <message>
        <source>Nothing was heard from the other side.</source>
        <translation>अर्को पक्षबाट केही सुनिएन।</translation>
    </message>
    <message>
        <source>The other side sent an illegal move.</source>
        <translation>अर्को पक्षले नियमविरुद्ध चाल पठायो।</translation>
    </message>
    <message>
        <source>The two game records differ; both are kept.</source>
        <translation>दुई खेल अभिलेख फरक छन्; दुवै राखिएका छन्।</translation>
    </message>
    <message>
        <source>The game continues on a new connection.</source>
        <translation>खेल नयाँ जडानमा जारी छ।</translation>
    </message>
    <message>
        <source>The keys did not match: the join code is wrong or old, or this is not its host.</source>
        <translation>साँचो मिलेन: सामेल कोड गलत वा पुरानो छ, वा यो त्यसको आयोजक होइन।</translation>
    </message>
    <message>
        <source>The other program is of another version and cannot play with this one: both players need the same version.</source>
        <translation>अर्को प्रोग्राम अर्कै संस्करणको हो र यससँग खेल्न सक्दैन: दुवै खेलाडीलाई एउटै संस्करण चाहिन्छ।</translation>
    </message>
    <message>
        <source>That game already has its second player; only that player&apos;s program can come back to it.</source>
        <translation>त्यो खेलमा दोस्रो खेलाडी पहिल्यै छ; त्यही खेलाडीको प्रोग्राम मात्र फर्कन सक्छ।</translation>
    </message>
    <message>
        <source>The host declined to let you join.</source>
        <translation>आयोजकले तपाईंलाई सामेल हुन दिन अस्वीकार गर्नुभयो।</translation>
    </message>
    <message>
        <source>Network play needs TLS with pre-shared keys (OpenSSL, package libssl3), which this system lacks.</source>
        <translation>सञ्जाल खेलका लागि पूर्व-साझा साँचोसहितको TLS (OpenSSL, प्याकेज libssl3) चाहिन्छ, जुन यो प्रणालीमा छैन।</translation>
    </message>
    <message>
        <source>%1 declined to let you join. Ask %1 for the join code.</source>
        <translation>%1 ले तपाईंलाई सामेल हुन दिन अस्वीकार गर्नुभयो। %1 सँग जोडिने कोड माग्नुहोस्।</translation>
    </message>
    <message>
        <source>The host is busy; trying again (%1 of %2)…</source>
        <translation>आयोजक व्यस्त हुनुहुन्छ; फेरि प्रयास गर्दै (%2 मध्ये %1)…</translation>
    </message>
    <message>
        <source>The host declined to let you join. Ask for its join code.</source>
        <translation>आयोजकले तपाईंलाई सामेल हुन दिन अस्वीकार गर्नुभयो। जोडिने कोड माग्नुहोस्।</translation>
    </message>
    <message>
        <source>Nothing is listening at %1. Check the join code.</source>
        <translation>%1 मा केही पनि सुनिरहेको छैन। जोडिने कोड जाँच्नुहोस्।</translation>
    </message>
    <message>
        <source>The host at %1 does not answer. Check your network.</source>
        <translation>%1 मा आयोजकले जवाफ दिँदैन। आफ्नो सञ्जाल जाँच्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 is not a Bagh-Chal game. Check the join code.</source>
        <translation>%1 बाघचालको खेल होइन। जोडिने कोड जाँच्नुहोस्।</translation>
    </message>
    <message>
        <source>The keys did not match. Ask the host for the code it shows now.</source>
        <translation>साँचो मिलेन। आयोजकसँग अहिले देखिएको कोड माग्नुहोस्।</translation>
    </message>
    <message>
        <source>The host has another version of Bagh-Chal. Both need the same version.</source>
        <translation>आयोजकसँग बाघचालको अर्कै संस्करण छ। दुवैलाई एउटै संस्करण चाहिन्छ।</translation>
    </message>
    <message>
        <source>The host plays another game now. Pick it from the list again.</source>
        <translation>आयोजकले अहिले अर्कै खेल खेल्दै हुनुहुन्छ। सूचीबाट फेरि छान्नुहोस्।</translation>
    </message>
    <message>
        <source>That game already has its second player. Ask for a new game.</source>
        <translation>त्यो खेलमा दोस्रो खेलाडी पहिले नै छ। नयाँ खेल माग्नुहोस्।</translation>
    </message>
    <message>
        <source>The host is busy (tried %1 times). Join again in a minute.</source>
        <translation>आयोजक व्यस्त हुनुहुन्छ (%1 पटक प्रयास गरियो)। एक मिनेटपछि फेरि जोडिनुहोस्।</translation>
    </message>
    <message>
        <source>Could not join: %1 Join again.</source>
        <translation>जोडिन सकिएन: %1 फेरि जोडिनुहोस्।</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Play over the network</source>
        <translation>नेटवर्कमा खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>तपाईंको नाम</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>खेल आयोजना गर्नुहोस्</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>खेलमा जोडिनुहोस्</translation>
    </message>
    <message>
        <source>Bagh-Chal</source>
        <translation>बाघचाल</translation>
    </message>
    <message>
        <source>Lambs and Tigers</source>
        <translation>पाठा र बाघ</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Tigers win at</source>
        <translation>बाघ जित्ने</translation>
    </message>
    <message>
        <source>Goats (move first)</source>
        <translation>बाख्रा (पहिले चाल्ने)</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>तपाईं खेल्नुहुन्छ</translation>
    </message>
    <message>
        <source>Third repetition of a position is a draw</source>
        <translation>स्थिति तेस्रो पटक दोहोरिए बराबरी</translation>
    </message>
    <message>
        <source>Traditional: no move may repeat a position</source>
        <translation>परम्परागत: कुनै चालले स्थिति दोहोर्याउन पाउँदैन</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>दोहोरो</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>Announce the game on the local network</source>
        <translation>स्थानीय नेटवर्कमा खेलको घोषणा गर्नुहोस्</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>आयोजना गर्नुहोस्</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>जोडिने कोड</translation>
    </message>
    <message>
        <source>Type or paste the host&apos;s join code</source>
        <translation>आयोजकको जोडिने कोड टाइप गर्नुहोस् वा टाँस्नुहोस्</translation>
    </message>
    <message>
        <source>Games announced on this network:</source>
        <translation>यो नेटवर्कमा घोषणा गरिएका खेल:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>जोडिनुहोस्</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Could not host: %1</source>
        <translation>आयोजना गर्न सकिएन: %1</translation>
    </message>
    <message>
        <source>Could not join: %1</source>
        <translation>जोडिन सकिएन: %1</translation>
    </message>
    <message>
        <source>A game joined from this list is encrypted: people who only listen on the network learn nothing. But someone on your network who can intercept its traffic could pretend to be the host. To play someone you don&apos;t trust, use the join code they give you: the code keeps the game private end to end.</source>
        <translation>यो सूचीबाट जोडिएको खेल गुप्तीकृत हुन्छ: नेटवर्कमा सुन्ने मात्र मानिसले केही थाहा पाउँदैनन्। तर तपाईंकै नेटवर्कमा आवागमन बीचमै रोक्न सक्ने कसैले आयोजक भएको बहाना गर्न सक्छ। भरोसा नभएको व्यक्तिसँग खेल्दा उहाँले दिनुभएको जोडिने कोड प्रयोग गर्नुहोस्: कोडले खेललाई सुरुदेखि अन्तसम्म गोप्य राख्छ।</translation>
    </message>
    <message>
        <source>Games announced on this network</source>
        <translation>यो नेटवर्कमा घोषणा गरिएका खेल</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>%1 joined: the game begins.</source>
        <translation>%1 जोडिनुभयो: खेल सुरु हुन्छ।</translation>
    </message>
    <message>
        <source>● Connection lost, waiting</source>
        <translation>● जडान टुट्यो, पर्खँदै</translation>
    </message>
    <message>
        <source>● Connected: %1</source>
        <translation>● जोडिएको: %1</translation>
    </message>
    <message>
        <source>○ Connecting…</source>
        <translation>○ जोडिँदै…</translation>
    </message>
    <message>
        <source>Waiting for %1 to accept…</source>
        <translation>%1 ले स्वीकार्ने प्रतीक्षा गर्दै…</translation>
    </message>
    <message>
        <source>Waiting for the player</source>
        <translation>खेलाडीलाई पर्खँदै</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>जोडिँदै…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>जोडिएको</translation>
    </message>
    <message>
        <source>Connection lost, waiting</source>
        <translation>जडान टुट्यो, पर्खँदै</translation>
    </message>
    <message>
        <source>You joined %1&apos;s game: the game begins.</source>
        <translation>तपाईं %1 को खेलमा जोडिनुभयो: खेल सुरु हुन्छ।</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 जोडिनुभयो</translation>
    </message>
    <message>
        <source>You joined %1&apos;s game</source>
        <translation>तपाईं %1 को खेलमा जोडिनुभयो</translation>
    </message>
    <message>
        <source>%1 is back: the game resumes.</source>
        <translation>%1 फर्कनुभयो: खेल जहाँ रोकिएको थियो त्यहीँबाट जारी हुन्छ।</translation>
    </message>
    <message>
        <source>Back in %1&apos;s game: the game resumes.</source>
        <translation>%1 को खेलमा फर्कनुभयो: खेल जहाँ रोकिएको थियो त्यहीँबाट जारी हुन्छ।</translation>
    </message>
    <message>
        <source>%1 is back</source>
        <translation>%1 फर्कनुभयो</translation>
    </message>
    <message>
        <source>Back in %1&apos;s game</source>
        <translation>%1 को खेलमा फर्कनुभयो</translation>
    </message>
    <message>
        <source>%1 Waiting for %2 to come back.</source>
        <translation>%1 %2 फर्कने प्रतीक्षा गर्दै।</translation>
    </message>
    <message>
        <source>%1 Joining %2&apos;s game again…</source>
        <translation>%1 %2 को खेलमा फेरि जोडिँदै…</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>जडान टुट्यो</translation>
    </message>
    <message>
        <source>After move %1 the two games differ, so play stops. Save yours to compare.</source>
        <translation>चाल %1 पछि दुई खेल फरक भए, त्यसैले खेल रोकियो। तुलना गर्न आफ्नो खेल सुरक्षित गर्नुहोस्।</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>आयोजकले अस्वीकार गर्नुभयो: %1</translation>
    </message>
    <message>
        <source>Not sent: nobody is connected.</source>
        <translation>पठाइएन: कोही जोडिएको छैन।</translation>
    </message>
    <message>
        <source>○ Waiting for a player</source>
        <translation>○ खेलाडीलाई पर्खँदै</translation>
    </message>
    <message>
        <source>%1. Join code: %2</source>
        <translation>%1। जोडिने कोड: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You declined %1.</source>
        <translation>तपाईंले %1 लाई अस्वीकार गर्नुभयो।</translation>
    </message>
    <message>
        <source>Refused %1: %2</source>
        <translation>%1 अस्वीकृत: %2</translation>
    </message>
    <message>
        <source>○ Waiting for %1</source>
        <translation>○ %1 लाई पर्खँदै</translation>
    </message>
    <message>
        <source>Not played: wait until the other player is connected.</source>
        <translation>चाल खेलिएन: अर्को खेलाडी जोडिएसम्म पर्खनुहोस्।</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>अर्को खेलाडी</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>नयाँ खेल</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>खेलाडी</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>कम्प्युटरसँग खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Two players at this screen</source>
        <translation>यही स्क्रिनमा दुई खेलाडी</translation>
    </message>
    <message>
        <source>Watch the computer play itself</source>
        <translation>कम्प्युटर आफैँसँग खेलेको हेर्नुहोस्</translation>
    </message>
    <message>
        <source>Goats (move first)</source>
        <translation>बाख्रा (पहिले चाल्ने)</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>तपाईंको पक्ष</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>कम्प्युटरको स्तर</translation>
    </message>
    <message>
        <source>Third repetition of a position is a draw</source>
        <translation>एउटै स्थिति तेस्रो पटक आए बराबरी</translation>
    </message>
    <message>
        <source>Traditional: no move may repeat a position</source>
        <translation>परम्परागत: कुनै चालले स्थिति दोहोर्‍याउन पाइँदैन</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>दोहोरो</translation>
    </message>
    <message>
        <source>Traditional match: two games, sides swapped</source>
        <translation>परम्परागत म्याच: पक्ष साटेर दुई खेल</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>सुरु गर्नुहोस्</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 सेकेन्ड</translation>
    </message>
    <message>
        <source>Reads two moves ahead and often misjudges: sees a capture in front of it, little more.</source>
        <translation>दुई चाल अगाडिसम्म हेर्छ र प्रायः गलत अनुमान गर्छ: आँखा अगाडिको मार देख्छ, त्योभन्दा धेरै होइन।</translation>
    </message>
    <message>
        <source>Reads three moves ahead: leaves no goat to be taken for nothing, but misjudges positions.</source>
        <translation>तीन चाल अगाडिसम्म हेर्छ: कुनै बाख्रा सित्तैमा मर्न दिँदैन, तर स्थितिको अनुमान गलत गर्छ।</translation>
    </message>
    <message>
        <source>Reads four moves ahead, with the odd misjudgement.</source>
        <translation>चार चाल अगाडिसम्म हेर्छ, कहिलेकाहीँ गलत अनुमान गर्छ।</translation>
    </message>
    <message>
        <source>Reads five moves ahead and plays the best move it sees.</source>
        <translation>पाँच चाल अगाडिसम्म हेर्छ र आफूले देखेको सबैभन्दा राम्रो चाल खेल्छ।</translation>
    </message>
    <message>
        <source>Reads eight moves ahead; plays the endgame by reading, as people do.</source>
        <translation>आठ चाल अगाडिसम्म हेर्छ; मान्छेले जस्तै हेरेर अन्तिम खेल खेल्छ।</translation>
    </message>
    <message>
        <source>Pause between moves</source>
        <translation>चालहरूबीचको विराम</translation>
    </message>
    <message>
        <source>How long each move stays on the board when the computer plays itself</source>
        <translation>कम्प्युटर आफैंसँग खेल्दा हरेक चाल बोर्डमा कति बेर रहन्छ</translation>
    </message>
    <message>
        <source>Bagh-Chal: 4 tigers, 20 goats, 5 × 5 points</source>
        <translation>बाघचाल: ४ बाघ, २० बाख्रा, ५ × ५ बिन्दु</translation>
    </message>
    <message>
        <source>Lambs and Tigers: 3 tigers, 15 goats, 23 points</source>
        <translation>पाठा र बाघ: ३ बाघ, १५ बाख्रा, २३ बिन्दु</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>When the tigers win Lambs and Tigers (house rules differ)</source>
        <translation>पाठा र बाघमा बाघ कहिले जित्छन् (घरेलु नियम फरक हुन्छन्)</translation>
    </message>
    <message>
        <source>Tigers win at</source>
        <translation>बाघ जित्ने बेला</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>समय</translation>
    </message>
    <message>
        <source>Knows the solved game: never gives a drawn or won game away, and plays on to win.</source>
        <translation>हल गरिएको पूरै खेल जान्दछ: बराबरी वा जितेको खेल कहिल्यै गुमाउँदैन, र जित्न खेलिरहन्छ।</translation>
    </message>
    <message>
        <source>Exact in the sliding phase and the first moves, reads the rest; perfect once this rule is solved (Tools ▸ Solve the Whole Game…).</source>
        <translation>सार्ने चरण र सुरुका चालमा यकिन, बाँकी पढेर खेल्छ; यो नियम हल गरेपछि सिद्ध («औजार ▸ पूरै खेल हल गर्नुहोस्…»)।</translation>
    </message>
    <message>
        <source>Exact in the endgame and the first moves, reads the rest; perfect with the full tables (Tools ▸ Solve the Whole Game…).</source>
        <translation>अन्तिम खेल र सुरुका चालमा यकिन, बाँकी पढेर खेल्छ; पूरा तालिकासहित सिद्ध («औजार ▸ पूरै खेल हल गर्नुहोस्…»)।</translation>
    </message>
    <message>
        <source>Tutor: warn before a move that throws a result away</source>
        <translation>शिक्षक: नतिजा गुमाउने चालअघि सचेत गराउने</translation>
    </message>
    <message>
        <source>Before a move of yours gives a proven win or draw away, the tutor says so and lets you take it back</source>
        <translation>तपाईंको चालले प्रमाणित जित वा बराबरी गुमाउनुअघि शिक्षकले भन्छ र चाल फिर्ता लिन दिन्छ</translation>
    </message>
</context>
<context>
    <name>ObxBox</name>
    <message>
        <source>Copy</source>
        <translation>प्रतिलिपि</translation>
    </message>
    <message>
        <source>Copy the record to the clipboard</source>
        <translation>अभिलेख क्लिपबोर्डमा प्रतिलिपि गर्नुहोस्</translation>
    </message>
    <message>
        <source>Write the record in baghchal.net&apos;s OBX 2.0 dialect</source>
        <translation>अभिलेख baghchal.net को OBX 2.0 शैलीमा लेख्नुहोस्</translation>
    </message>
    <message>
        <source>Not loaded — %1</source>
        <translation>लोड भएन — %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>प्रतिलिपि भयो</translation>
    </message>
    <message>
        <source>OBX 2.0</source>
        <translation>OBX 2.0</translation>
    </message>
    <message>
        <source>Write the record in OBX 2.0</source>
        <translation>अभिलेख OBX 2.0 शैलीमा लेख्नुहोस्</translation>
    </message>
</context>
<context>
    <name>PasswordKeeper</name>
    <message>
        <source>This computer has no keyring to keep the password in: type it each time you sign in.</source>
        <translation>यो कम्प्युटरमा पासवर्ड राख्ने किरिङ छैन: हरेक पटक साइन इन गर्दा पासवर्ड लेख्नुहोस्।</translation>
    </message>
</context>
<context>
    <name>PositionSetupDialog</name>
    <message>
        <source>Set Up Position</source>
        <translation>स्थिति मिलाउनुहोस्</translation>
    </message>
    <message>
        <source>Goat</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>खाली</translation>
    </message>
    <message>
        <source>Goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Type or paste an OBX record and press Enter to load it</source>
        <translation>OBX अभिलेख टाइप गर्नुहोस् वा टाँस्नुहोस् र लोड गर्न Enter थिच्नुहोस्</translation>
    </message>
    <message>
        <source>Analyse this position (analysis mode)</source>
        <translation>यो स्थितिको विश्लेषण गर्नुहोस् (विश्लेषण मोड)</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>सुरुको स्थिति</translation>
    </message>
    <message>
        <source>Clear Goats</source>
        <translation>बाख्रा हटाउनुहोस्</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>चाल्ने पक्ष</translation>
    </message>
    <message>
        <source>Goats in hand</source>
        <translation>राख्न बाँकी बाख्रा</translation>
    </message>
    <message>
        <source>Goats captured</source>
        <translation>मारिएका बाख्रा</translation>
    </message>
    <message>
        <source>Click a point to put the chosen piece there; click it again or right-click to clear it.</source>
        <translation>छानिएको गोटी राख्न बिन्दुमा क्लिक गर्नुहोस्; हटाउन फेरि क्लिक गर्नुहोस् वा दायाँ-क्लिक गर्नुहोस्।</translation>
    </message>
    <message>
        <source>OBX record</source>
        <translation>OBX अभिलेख</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>सुरु गर्नुहोस्</translation>
    </message>
    <message>
        <source>Type or paste a position record and press Enter to load it</source>
        <translation>स्थितिको अभिलेख टाइप गर्नुहोस् वा टाँस्नुहोस्, अनि लोड गर्न Enter थिच्नुहोस्</translation>
    </message>
    <message>
        <source>Position record</source>
        <translation>स्थितिको अभिलेख</translation>
    </message>
    <message>
        <source>Tigers on the board: %1. The game has exactly %2.</source>
        <translation>बोर्डमा बाघ: %1। खेलमा ठ्याक्कै %2 बाघ हुन्छन्।</translation>
    </message>
    <message>
        <source>%1 goats on the board, %2 in hand and %3 captured make %4; there are %5 goats in all.</source>
        <translation>बोर्डमा %1, हातमा %2 र मारिएका %3 गरी %4 बाख्रा हुन्छन्; जम्मा %5 बाख्रा हुन्छन्।</translation>
    </message>
    <message>
        <source>The points do not read: write the rows 0 | 1-6 | 7-12 | 13-18 | 19-22 from the top, separated by /, with T for a tiger, G for a goat and a digit for empty points; the game has exactly %1 tigers and %2 goats.</source>
        <translation>बिन्दुहरू पढिएनन्: माथिबाट 0 | 1-6 | 7-12 | 13-18 | 19-22 पङ्क्ति / ले छुट्याएर लेख्नुहोस्, बाघका लागि T, बाख्राका लागि G र खाली बिन्दुका लागि अङ्क; खेलमा ठ्याक्कै %1 बाघ र %2 बाख्रा हुन्छन्।</translation>
    </message>
    <message>
        <source>The side to move is missing or wrong: write g for the goats or t for the tigers after the points.</source>
        <translation>चाल चल्ने पक्ष छुटेको वा गलत छ: बिन्दुहरूपछि बाख्राका लागि g वा बाघका लागि t लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The goats in hand are missing or wrong: write g and their number (0 to %1) after the side to move.</source>
        <translation>हातमा रहेका बाख्रा छुटेका वा गलत छन्: चाल चल्ने पक्षपछि g र तिनको सङ्ख्या (0 देखि %1) लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The captured goats are missing or wrong: write c and their number (0 to %1).</source>
        <translation>मारिएका बाख्रा छुटेका वा गलत छन्: c र तिनको सङ्ख्या (0 देखि %1) लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The goats on the board, in hand and captured do not make the %1 goats there are.</source>
        <translation>बोर्डमा, हातमा र मारिएका बाख्रा मिलेर जम्मा %1 बाख्रा हुँदैनन्।</translation>
    </message>
    <message>
        <source>The last move does not read: write it as m12, m3-9 or m3x15.</source>
        <translation>अन्तिम चाल पढिएन: m12, m3-9 वा m3x15 जस्तै लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The move number is not a number.</source>
        <translation>चालको सङ्ख्या अङ्क होइन।</translation>
    </message>
    <message>
        <source>The record does not read: write the points, the side to move, the goats in hand and the goats captured, as in %1.</source>
        <translation>अभिलेख पढिएन: %1 मा जस्तै बिन्दुहरू, चाल चल्ने पक्ष, हातका बाख्रा र मारिएका बाख्रा लेख्नुहोस्।</translation>
    </message>
</context>
<context>
    <name>PositionVerdict</name>
    <message>
        <source>Hint: %1.</source>
        <translation>सङ्केत: %1।</translation>
    </message>
    <message>
        <source>Hint: %1 — %2.</source>
        <translation>सङ्केत: %1 — %2।</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>पहेली</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>सङ्केत</translation>
    </message>
    <message>
        <source>Show the move to find (H); the puzzle then counts as failed</source>
        <translation>खोज्नुपर्ने चाल देखाउनुहोस् (H); त्यसपछि पहेली असफल गनिन्छ</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>फेरि प्रयास गर्नुहोस्</translation>
    </message>
    <message>
        <source>The same puzzle from its start (R)</source>
        <translation>उही पहेली सुरुबाट (R)</translation>
    </message>
    <message>
        <source>&amp;Next Puzzle</source>
        <translation>अर्को पहेली</translation>
    </message>
    <message>
        <source>A new puzzle near your rating (N)</source>
        <translation>तपाईंको रेटिङ नजिकको नयाँ पहेली (N)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बन्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>PUZZLES</source>
        <translation>पहेली</translation>
    </message>
    <message>
        <source>No puzzles could be read.</source>
        <translation>कुनै पहेली पढ्न सकिएन।</translation>
    </message>
    <message>
        <source>%1 to move: find the only winning moves, %2 in a row.</source>
        <translation>%1को चाल: जिताउने एउटै मात्र चालहरू, लगातार %2 वटा, खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 to move: find the only winning move.</source>
        <translation>%1को चाल: जिताउने एउटै मात्र चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 to move: find the only moves that save the game, %2 in a row.</source>
        <translation>%1को चाल: खेल जोगाउने एउटै मात्र चालहरू, लगातार %2 वटा, खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 to move: find the only move that saves the game.</source>
        <translation>%1को चाल: खेल जोगाउने एउटै मात्र चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>%1 loses: %2 win with best play.</source>
        <translation>%1 ले हराउँछ: उत्तम खेलमा %2 जित्छन्।</translation>
    </message>
    <message>
        <source>%1 gives the win away: with best play the game is a draw.</source>
        <translation>%1 ले जित गुमाउँछ: उत्तम खेलमा खेल बराबरी हुन्छ।</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · rated %3</source>
        <translation>पहेली %1 / %2 · रेटिङ %3</translation>
    </message>
    <message>
        <source>Found %1 of %2</source>
        <translation>%2 मध्ये %1 भेटियो</translation>
    </message>
    <message>
        <source>All goats are placed: pieces slide or jump.</source>
        <translation>सबै बाख्रा राखिसकिए: गोटीहरू सर्छन् वा फड्कन्छन्।</translation>
    </message>
    <message>
        <source>Right. Find the next move.</source>
        <translation>ठीक। अर्को चाल खोज्नुहोस्।</translation>
    </message>
    <message>
        <source>The reply is coming.</source>
        <translation>जवाफ आउँदैछ।</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>ठीक!</translation>
    </message>
    <message>
        <source>Not that one.</source>
        <translation>त्यो होइन।</translation>
    </message>
    <message>
        <source>Not that one. Finding the answer…</source>
        <translation>त्यो होइन। जवाफ खोज्दै…</translation>
    </message>
    <message>
        <source>Solved: press Next Puzzle.</source>
        <translation>हल भयो: अर्को पहेली थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>Solved! Every move was the only winning one.</source>
        <translation>हल भयो! हरेक चाल जिताउने एउटै मात्र चाल थियो।</translation>
    </message>
    <message>
        <source>Solved! Every move was the only one that holds.</source>
        <translation>हल भयो! हरेक चाल खेल जोगाउने एउटै मात्र चाल थियो।</translation>
    </message>
    <message>
        <source>The move to find is marked: %1.</source>
        <translation>खोज्नुपर्ने चाल चिनो लगाइएको छ: %1।</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1</source>
        <translation>तपाईंको पहेली रेटिङ: %1</translation>
    </message>
    <message>
        <source>(provisional)</source>
        <translation>(अस्थायी)</translation>
    </message>
    <message>
        <source>Solved %1 of %2 tried</source>
        <translation>प्रयास गरिएका %2 मध्ये %1 हल</translation>
    </message>
    <message>
        <source>the goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>the tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>&amp;Show Solution</source>
        <translation>समाधान देखाउनुहोस्</translation>
    </message>
    <message>
        <source>After a wrong move: the puzzle from its start, every move of the solution listed (S)</source>
        <translation>गलत चालपछि: पहेली सुरुदेखि, समाधानका सबै चाल सूचीमा (S)</translation>
    </message>
    <message>
        <source>%1 gives the win away: %2 answer %3 and hold the draw.</source>
        <translation>%1 ले जित गुमाउँछ: %2ले %3 खेलेर बराबरी जोगाउँछन्।</translation>
    </message>
    <message>
        <source>%1 loses: %2 answer %3 and win with best play.</source>
        <translation>%1 हार्छ: %2ले %3 खेल्छन् र उत्तम खेलले जित्छन्।</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses: %2 answer %3 and win in %Ln moves.</source>
        <translation>
            <numerusform>%1 हार्छ: %2ले %3 खेल्छन् र %Ln चालमा जित्छन्।</numerusform>
            <numerusform>%1 हार्छ: %2ले %3 खेल्छन् र %Ln चालमा जित्छन्।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses: %2 win in %Ln moves.</source>
        <translation>
            <numerusform>%1 हार्छ: %2 %Ln चालमा जित्छन्।</numerusform>
            <numerusform>%1 हार्छ: %2 %Ln चालमा जित्छन्।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 answer %3)</source>
        <translation>%1 (%2ले %3 खेल्छन्)</translation>
    </message>
    <message>
        <source>The solution: %1. Play it on the board.</source>
        <translation>समाधान: %1। यसलाई बोर्डमा खेल्नुहोस्।</translation>
    </message>
    <message numerus="yes">
        <source>Placement: %Ln goats still in hand.</source>
        <translation>
            <numerusform>राख्ने चरण: अझै %Ln बाख्रा हातमा।</numerusform>
            <numerusform>राख्ने चरण: अझै %Ln बाख्रा हातमा।</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Try Again, Show Solution or Next Puzzle.</source>
        <translation>फेरि प्रयास, समाधान देखाउनुहोस् वा अर्को पहेली थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>Lambs and Tigers</source>
        <translation>पाठा र बाघ</translation>
    </message>
    <message>
        <source>Bagh-Chal</source>
        <translation>बाघचाल</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Whose puzzles: each game keeps its own rating</source>
        <translation>कुन खेलका पहेली: हरेक खेलको आफ्नै रेटिङ रहन्छ</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>खेल:</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>The puzzles are missing from this build.</source>
        <translation>यो बिल्डमा पहेलीहरू छैनन्।</translation>
    </message>
</context>
<context>
    <name>QuestionBar</name>
    <message>
        <source>Question from the other player</source>
        <translation>अर्को खेलाडीको प्रश्न</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>स्वीकार</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>अस्वीकार</translation>
    </message>
    <message>
        <source>%1 asks to take back a move. Does %2 agree?</source>
        <translation>%1 चाल फिर्ता लिन चाहनुहुन्छ। के %2 सहमत हुनुहुन्छ?</translation>
    </message>
    <message>
        <source>%1 asks to take back a move. Do you agree?</source>
        <translation>%1 चाल फिर्ता लिन चाहनुहुन्छ। तपाईं सहमत हुनुहुन्छ?</translation>
    </message>
    <message numerus="yes">
        <source>%1 offers a draw: %Ln moves without a capture or a placement. Do you accept?</source>
        <translation>
            <numerusform>%1 ले बराबरीको प्रस्ताव गर्नुभयो: %Ln चालदेखि न कुनै बाख्रा मारिएको न राखिएको। स्वीकार गर्नुहुन्छ?</numerusform>
            <numerusform>%1 ले बराबरीको प्रस्ताव गर्नुभयो: %Ln चालदेखि न कुनै बाख्रा मारिएको न राखिएको। स्वीकार गर्नुहुन्छ?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation>%1 ले बराबरीको प्रस्ताव गर्नुभयो। के %2 स्वीकार गर्नुहुन्छ?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Do you accept?</source>
        <translation>%1 ले बराबरीको प्रस्ताव गर्नुभयो। स्वीकार गर्नुहुन्छ?</translation>
    </message>
    <message>
        <source>%1 (%2) asks to join your game.</source>
        <translation>%1 (%2) तपाईंको खेलमा जोडिन चाहनुहुन्छ।</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <source>Your wins, draws and losses against the computer, by level and side</source>
        <translation>कम्प्युटरसँग तपाईंका जित, बराबरी र हार, स्तर र पक्ष अनुसार</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>तथ्याङ्क…</translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>Play again</source>
        <translation>फेरि खेल्नुहोस्</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>नयाँ म्याच</translation>
    </message>
    <message>
        <source>View the board</source>
        <translation>बोर्ड हेर्नुहोस्</translation>
    </message>
    <message>
        <source>Hide this message (Esc)</source>
        <translation>यो सन्देश लुकाउनुहोस् (Esc)</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>अर्को खेल</translation>
    </message>
    <message>
        <source>Review the Game</source>
        <translation>खेलको समीक्षा गर्नुहोस्</translation>
    </message>
    <message>
        <source>A verdict for every move, and the moves that kept the value (Ctrl+R)</source>
        <translation>हरेक चालको निर्णय, र मूल्य जोगाउने चालहरू (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>ReviewModel</name>
    <message>
        <source>No.</source>
        <translation>क्र.सं.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>चाल</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>निर्णय</translation>
    </message>
    <message>
        <source>Move %1, %2</source>
        <translation>चाल %1, %2</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Game review</source>
        <translation>खेलको समीक्षा</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>समीक्षा बन्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Close the review (it is kept with the game)</source>
        <translation>समीक्षा बन्द गर्नुहोस् (यो खेलसँगै राखिन्छ)</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>समीक्षाको प्रगति</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>समीक्षा रद्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Review Again</source>
        <translation>फेरि समीक्षा गर्नुहोस्</translation>
    </message>
    <message>
        <source>Review the game again</source>
        <translation>खेलको फेरि समीक्षा गर्नुहोस्</translation>
    </message>
    <message>
        <source>Evaluation over the game</source>
        <translation>खेलभरिको मूल्याङ्कन</translation>
    </message>
    <message>
        <source>The marks at the top are the turning points: a mistake or a blunder</source>
        <translation>माथिका चिन्हहरू खेलका मोड हुन्: गल्ती वा ठूलो गल्ती</translation>
    </message>
    <message>
        <source>Verdicts of the moves</source>
        <translation>चालहरूका निर्णय</translation>
    </message>
    <message>
        <source>The chosen move explained</source>
        <translation>छानिएको चालको व्याख्या</translation>
    </message>
    <message>
        <source>Whose mistakes to practise</source>
        <translation>कसका गल्तीहरू अभ्यास गर्ने</translation>
    </message>
    <message>
        <source>The goats&apos; mistakes</source>
        <translation>बाख्राका गल्तीहरू</translation>
    </message>
    <message>
        <source>The tigers&apos; mistakes</source>
        <translation>बाघका गल्तीहरू</translation>
    </message>
    <message>
        <source>Learn from Your Mistakes</source>
        <translation>आफ्ना गल्तीबाट सिक्नुहोस्</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>आफ्ना गल्तीबाट सिक्नुहोस्</translation>
    </message>
    <message>
        <source>Play the positions of your mistakes again and find a move that keeps the value</source>
        <translation>आफ्ना गल्तीका स्थितिहरू फेरि खेल्नुहोस् र मूल्य जोगाउने चाल खोज्नुहोस्</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 moves</source>
        <translation>खेलको समीक्षा हुँदैछ: %2 मध्ये %1 चाल</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>खेलको समीक्षा हुँदैछ…</translation>
    </message>
    <message>
        <source>Turning points: %1. Choose a move to see it on the board.</source>
        <translation>खेलका मोड: %1। बोर्डमा हेर्न कुनै चाल छान्नुहोस्।</translation>
    </message>
    <message>
        <source>No mistake: every move kept the result.</source>
        <translation>कुनै गल्ती छैन: हरेक चालले नतिजा जोगायो।</translation>
    </message>
    <message>
        <source>No proven mistake. Moves not proven: %1 (their verdicts are the computer&apos;s estimates).</source>
        <translation>कुनै प्रमाणित गल्ती छैन। प्रमाणित नभएका चाल: %1 (तिनका निर्णय कम्प्युटरका अनुमान हुन्)।</translation>
    </message>
    <message>
        <source>The costliest by the estimates: %1 %2.</source>
        <translation>अनुमानअनुसार सबैभन्दा महँगो: %1 %2।</translation>
    </message>
</context>
<context>
    <name>ReviewTools</name>
    <message>
        <source>Re&amp;view Game</source>
        <translation>खेलको समीक्षा</translation>
    </message>
    <message>
        <source>A verdict for every move of the game: where it went wrong, and the move that kept the value</source>
        <translation>खेलको हरेक चालको निर्णय: कहाँ बिग्रियो, र मूल्य जोगाउने चाल</translation>
    </message>
    <message>
        <source>Pre&amp;vious Mistake</source>
        <translation>अघिल्लो गल्ती</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>अर्को गल्ती</translation>
    </message>
    <message>
        <source>There is no move to review yet.</source>
        <translation>समीक्षा गर्न अहिलेसम्म कुनै चाल छैन।</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>समीक्षा रद्द गरियो।</translation>
    </message>
    <message>
        <source>The game changed while it was being reviewed.</source>
        <translation>समीक्षा हुँदाहुँदै खेल बदलियो।</translation>
    </message>
    <message>
        <source>The review stopped before the end of the game.</source>
        <translation>समीक्षा खेलको अन्त्यअघि नै रोकियो।</translation>
    </message>
    <message>
        <source>The game has changed since this review: its verdicts are no longer shown.</source>
        <translation>यो समीक्षापछि खेल बदलिएको छ: यसका निर्णयहरू अब देखाइँदैनन्।</translation>
    </message>
    <message>
        <source>The goats made no mistake to practise.</source>
        <translation>बाख्राले अभ्यास गर्नुपर्ने कुनै गल्ती गरेनन्।</translation>
    </message>
    <message>
        <source>The tigers made no mistake to practise.</source>
        <translation>बाघले अभ्यास गर्नुपर्ने कुनै गल्ती गरेनन्।</translation>
    </message>
    <message>
        <source>%1 of %2 practised</source>
        <translation>%2 मध्ये %1 अभ्यास गरियो</translation>
    </message>
    <message>
        <source>The review kept with this game does not match its moves, so it was left out. Review Game makes a new one.</source>
        <translation>यो खेलसँग राखिएको समीक्षा यसका चालहरूसँग मेल खाँदैन, त्यसैले छोडियो। खेलको समीक्षाले नयाँ बनाउँछ।</translation>
    </message>
    <message>
        <source>The review&apos;s previous move that lost something (Shift+F8)</source>
        <translation>समीक्षामा केही गुमाउने अघिल्लो चाल (Shift+F8)</translation>
    </message>
    <message>
        <source>The review&apos;s next move that lost something (F8)</source>
        <translation>समीक्षामा केही गुमाउने अर्को चाल (F8)</translation>
    </message>
    <message>
        <source>The review is ready: F8 and Shift+F8 go from mistake to mistake.</source>
        <translation>समीक्षा तयार छ: F8 र Shift+F8 ले एउटा गल्तीबाट अर्कोमा लैजान्छन्।</translation>
    </message>
    <message>
        <source>Game ▸ Review Game (Ctrl+R) gives every move of it a verdict.</source>
        <translation>खेल ▸ खेलको समीक्षा (Ctrl+R) ले यसको हरेक चालको निर्णय दिन्छ।</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>best</source>
        <translation>उत्तम</translation>
    </message>
    <message>
        <source>good</source>
        <translation>राम्रो</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>अशुद्धि</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>गल्ती</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>ठूलो गल्ती</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>प्रमाणित छैन</translation>
    </message>
    <message>
        <source>estimate %1</source>
        <translation>अनुमान %1</translation>
    </message>
    <message>
        <source>The best move: it keeps the result at its best.</source>
        <translation>उत्तम चाल: यसले नतिजालाई सबैभन्दा राम्रो रूपमा जोगाउँछ।</translation>
    </message>
    <message>
        <source>A good move: it keeps the result, a little slower than the best.</source>
        <translation>राम्रो चाल: यसले नतिजा जोगाउँछ, उत्तमभन्दा अलि ढिलो।</translation>
    </message>
    <message>
        <source>An inaccuracy: the loss comes much sooner.</source>
        <translation>अशुद्धि: हार धेरै छिटो आउँछ।</translation>
    </message>
    <message>
        <source>An inaccuracy: the win takes much longer.</source>
        <translation>अशुद्धि: जित्न धेरै लामो समय लाग्छ।</translation>
    </message>
    <message>
        <source>A mistake: a win turned into a draw.</source>
        <translation>गल्ती: जित बराबरीमा बदलियो।</translation>
    </message>
    <message>
        <source>A mistake: a draw turned into a loss.</source>
        <translation>गल्ती: बराबरी हारमा बदलियो।</translation>
    </message>
    <message>
        <source>A blunder: a win turned into a loss.</source>
        <translation>ठूलो गल्ती: जित हारमा बदलियो।</translation>
    </message>
    <message>
        <source>Not proven: the values before and after it are the computer&apos;s estimates.</source>
        <translation>प्रमाणित छैन: यसअघि र पछिका मूल्यहरू कम्प्युटरका अनुमान हुन्।</translation>
    </message>
    <message>
        <source>Played %1: the best move. %2.</source>
        <translation>%1 खेलियो: उत्तम चाल। %2।</translation>
    </message>
    <message>
        <source>Played %1: a good move, the result kept.</source>
        <translation>%1 खेलियो: राम्रो चाल, नतिजा जोगियो।</translation>
    </message>
    <message>
        <source>Played %1: a good move, the result kept. The best was %2.</source>
        <translation>%1 खेलियो: राम्रो चाल, नतिजा जोगियो। उत्तम चाल %2 थियो।</translation>
    </message>
    <message>
        <source>Played %1: the loss now comes in %2 moves instead of %3.</source>
        <translation>%1 खेलियो: हार अब %3 को सट्टा %2 चालमा आउँछ।</translation>
    </message>
    <message>
        <source>Played %1: the win now takes %2 moves instead of %3.</source>
        <translation>%1 खेलियो: जित अब %3 को सट्टा %2 चालमा आउँछ।</translation>
    </message>
    <message>
        <source>Best reply: %1.</source>
        <translation>उत्तम जवाफ: %1।</translation>
    </message>
    <message>
        <source>Played %1: now it is a draw.</source>
        <translation>%1 खेलियो: अब बराबरी हुन्छ।</translation>
    </message>
    <message>
        <source>Played %1: the tigers answer %2 and hold the draw.</source>
        <translation>%1 खेलियो: बाघले %2 को जवाफ दिन्छन् र बराबरी जोगाउँछन्।</translation>
    </message>
    <message>
        <source>Played %1: the goats answer %2 and hold the draw.</source>
        <translation>%1 खेलियो: बाख्राले %2 को जवाफ दिन्छन् र बराबरी जोगाउँछन्।</translation>
    </message>
    <message>
        <source>Played %1: now the tigers win.</source>
        <translation>%1 खेलियो: अब बाघ जित्छन्।</translation>
    </message>
    <message>
        <source>Played %1: now the goats win.</source>
        <translation>%1 खेलियो: अब बाख्रा जित्छन्।</translation>
    </message>
    <message>
        <source>Played %1: the tigers answer %2 and win.</source>
        <translation>%1 खेलियो: बाघले %2 को जवाफ दिन्छन् र जित्छन्।</translation>
    </message>
    <message>
        <source>Played %1: the goats answer %2 and win.</source>
        <translation>%1 खेलियो: बाख्राले %2 को जवाफ दिन्छन् र जित्छन्।</translation>
    </message>
    <message>
        <source>Played %1. Not proven: by the computer&apos;s estimate %2 before the move and %3 after it, for the side that moved (estimates, not proofs).</source>
        <translation>%1 खेलियो। प्रमाणित छैन: कम्प्युटरको अनुमानमा, चाल चल्ने पक्षका लागि चालअघि %2 र चालपछि %3 (अनुमान, प्रमाण होइन)।</translation>
    </message>
    <message>
        <source>The computer&apos;s choice: %1.</source>
        <translation>कम्प्युटरको छनोट: %1।</translation>
    </message>
    <message>
        <source>Keeping the win: %1.</source>
        <translation>जित जोगाउने: %1।</translation>
    </message>
    <message>
        <source>Keeping the draw: %1.</source>
        <translation>बराबरी जोगाउने: %1।</translation>
    </message>
    <message>
        <source>Holding out longest: %1.</source>
        <translation>सबैभन्दा लामो टिक्ने: %1।</translation>
    </message>
    <message>
        <source>%1: no proven move</source>
        <translation>%1: कुनै प्रमाणित चाल छैन</translation>
    </message>
    <message>
        <source>Accuracy: of a side&apos;s moves whose values before and after are proven, the share that kept the result: best, or good (at most %1 moves slower than the best). Moves not proven are not counted.</source>
        <translation>शुद्धता: कुनै पक्षका, अघि र पछिका मूल्य प्रमाणित भएका चालहरूमध्ये नतिजा जोगाउनेको अंश: उत्तम, वा राम्रो (उत्तमभन्दा बढीमा %1 चाल ढिलो)। प्रमाणित नभएका चाल गनिँदैनन्।</translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>उत्तम %1</translation>
    </message>
    <message>
        <source>good %1</source>
        <translation>राम्रो %1</translation>
    </message>
    <message>
        <source>inaccuracies %1</source>
        <translation>अशुद्धि %1</translation>
    </message>
    <message>
        <source>mistakes %1</source>
        <translation>गल्ती %1</translation>
    </message>
    <message>
        <source>blunders %1</source>
        <translation>ठूला गल्ती %1</translation>
    </message>
    <message>
        <source>not proven %1</source>
        <translation>प्रमाणित नभएका %1</translation>
    </message>
    <message>
        <source>estimate %1 · looks costly</source>
        <translation>अनुमान %1 · महँगो देखिन्छ</translation>
    </message>
    <message>
        <source>By these estimates it looks costly: about %1 of a goat&apos;s worth lost.</source>
        <translation>यी अनुमानअनुसार यो महँगो देखिन्छ: करिब %1 बाख्रा बराबरको हानि।</translation>
    </message>
    <message>
        <source>%1: accuracy %2% (proven moves: %3)</source>
        <translation>%1: शुद्धता %2% (प्रमाणित चालहरू: %3)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play</source>
        <translation>कसरी खेल्ने</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Bagh-Chal — Tigers and Goats&lt;/h2&gt;&lt;p&gt;Bagh-Chal is played on a board of 5 × 5 points joined by lines. Every point is joined to its neighbours across and up and down; the diagonal lines run only through the corners, the centre and the points in between them. Columns are named A to E from the left, rows 1 to 5 from the top, so A1 is the top-left corner.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;बाघचाल — बाघ र बाख्रा&lt;/h2&gt;&lt;p&gt;बाघचाल रेखाले जोडिएका ५ × ५ बिन्दुको बोर्डमा खेलिन्छ। हरेक बिन्दु आफ्ना दायाँ-बायाँ र माथि-तलका छिमेकी बिन्दुसँग जोडिएको हुन्छ; छड्के रेखाहरू कुना, बीचको बिन्दु र तिनका बीचका बिन्दुहरू भएर मात्र जान्छन्। स्तम्भहरूलाई बायाँबाट A देखि E र पङ्क्तिहरूलाई माथिबाट १ देखि ५ भनिन्छ, त्यसैले A1 माथिल्लो बायाँ कुना हो।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The pieces&lt;/h3&gt;&lt;p&gt;Four tigers start on the four corners. Twenty goats start off the board, in hand. The goats move first, then the players take turns.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;गोटीहरू&lt;/h3&gt;&lt;p&gt;चारवटा बाघ चारै कुनामा बसेर सुरु गर्छन्। बीसवटा बाख्रा सुरुमा बोर्डबाहिर, हातमा हुन्छन्। पहिलो चाल बाख्राको हुन्छ, त्यसपछि दुवै खेलाडी पालैपालो चाल्छन्।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Goats&lt;/h3&gt;&lt;p&gt;While goats remain in hand, the goats&apos; move is to place one goat on any empty point. When all twenty have been placed, a move slides one goat along a line to a neighbouring empty point. Goats never jump and never capture.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;बाख्रा&lt;/h3&gt;&lt;p&gt;हातमा बाख्रा बाँकी रहुन्जेल, बाख्राको चाल भनेको कुनै पनि खाली बिन्दुमा एउटा बाख्रा राख्नु हो। बीसै वटा राखिसकेपछि, एउटा बाख्रालाई रेखामा छेउको खाली बिन्दुमा सारिन्छ। बाख्रा कहिल्यै फड्कँदैन र कसैलाई मार्दैन।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tigers&lt;/h3&gt;&lt;p&gt;A tiger slides along a line to a neighbouring empty point, or jumps in a straight line over one goat next to it to the empty point right behind, capturing that goat. Only one goat can be captured in a move, and tigers never jump over tigers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;बाघ&lt;/h3&gt;&lt;p&gt;बाघ रेखामा छेउको खाली बिन्दुमा सर्छ, वा सीधा रेखामा छेउको एउटा बाख्रामाथि फड्केर ठीक पछाडिको खाली बिन्दुमा पुग्छ र त्यो बाख्रा मार्छ। एक चालमा एउटा मात्र बाख्रा मार्न सकिन्छ, र बाघ अर्को बाघमाथि कहिल्यै फड्कँदैन।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Winning&lt;/h3&gt;&lt;p&gt;The tigers win when they have captured five goats. The goats win when no tiger can move. The tigers also win if the goats, after all of them are placed, have no move left.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;जित&lt;/h3&gt;&lt;p&gt;पाँचवटा बाख्रा मारेपछि बाघ जित्छन्। कुनै पनि बाघ चल्न नसक्ने गरी थुनेपछि बाख्रा जित्छन्। सबै बाख्रा राखिसकेपछि बाख्राको कुनै चाल बाँकी नरहे पनि बाघ जित्छन्।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Repeated positions&lt;/h3&gt;&lt;p&gt;A game that could go on for ever is a draw. Choose one of two house rules in the New Game dialog:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Third repetition draws&lt;/b&gt; (the default): the game is drawn when the same position — board, side to move and goats in hand — occurs for the third time.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Traditional&lt;/b&gt;: no move may recreate a position that has already occurred in the game. A side left without any such move loses, as if it were blocked.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;दोहोरिएका स्थिति&lt;/h3&gt;&lt;p&gt;कहिल्यै नटुङ्गिने खेल बराबरी हो। नयाँ खेल संवादमा यी दुईमध्ये एउटा घरेलु नियम छान्नुहोस्:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;तेस्रो दोहोरोमा बराबरी&lt;/b&gt; (पूर्वनिर्धारित): एउटै स्थिति — बोर्ड, चाल्ने पक्ष र हातका बाख्रा — तेस्रो पटक आएमा खेल बराबरी हुन्छ।&lt;/li&gt;&lt;li&gt;&lt;b&gt;परम्परागत&lt;/b&gt;: खेलमा पहिले आइसकेको स्थिति फेरि बनाउने चाल चाल्न पाइँदैन। त्यस्तो चाल नबाँकी रहेको पक्ष थुनिएझैँ हार्छ।&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;A traditional match&lt;/h3&gt;&lt;p&gt;A match is two games with the sides swapped. The player who won more of the two games wins the match. If each player won one game and both wins were won with the goats, the player who had more goats left on the board in their win takes the match; any other tie is a drawn match.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;परम्परागत म्याच&lt;/h3&gt;&lt;p&gt;म्याचमा पक्ष साटेर दुई खेल खेलिन्छ। दुई खेलमध्ये धेरै जित्ने खेलाडीले म्याच जित्छ। दुवैले एक-एक खेल जितेका छन् र दुवै जित बाख्राबाट भएका छन् भने, आफ्नो जितमा बोर्डमा धेरै बाख्रा बचाउने खेलाडीले म्याच जित्छ; अरू सबै बराबरीमा म्याच बराबरी हुन्छ।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing in this program&lt;/h3&gt;&lt;p&gt;Click an empty point to place a goat. Click a piece to see where it can go, then click its destination. You can also type a move in the side panel: &lt;tt&gt;C1&lt;/tt&gt; places a goat on C1, &lt;tt&gt;E1D1&lt;/tt&gt; moves the piece on E1 to D1. Undo with Ctrl+Z, ask for a hint with H.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;यो प्रोग्राममा कसरी खेल्ने&lt;/h3&gt;&lt;p&gt;बाख्रा राख्न खाली बिन्दुमा क्लिक गर्नुहोस्। गोटी कहाँ जान सक्छ हेर्न त्यसमा क्लिक गर्नुहोस्, अनि गन्तव्यमा क्लिक गर्नुहोस्। छेउको प्यानलमा चाल टाइप पनि गर्न सकिन्छ: &lt;tt&gt;C1&lt;/tt&gt; ले C1 मा बाख्रा राख्छ, &lt;tt&gt;E1D1&lt;/tt&gt; ले E1 को गोटी D1 मा सार्छ। Ctrl+Z ले पूर्ववत् गर्छ, H ले सङ्केत दिन्छ।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>अहिले %1 को पालो हो।</translation>
    </message>
</context>
<context>
    <name>SessionPlay</name>
    <message>
        <source>The game is over.</source>
        <translation>खेल सकियो।</translation>
    </message>
    <message>
        <source>%1 is not a legal move here.</source>
        <translation>%1 यहाँ नियमसम्मत चाल होइन।</translation>
    </message>
    <message>
        <source>Go to the last move to play on.</source>
        <translation>खेल जारी राख्न अन्तिम चालमा जानुहोस्।</translation>
    </message>
    <message>
        <source>The later moves were kept.</source>
        <translation>पछिका चालहरू राखिए।</translation>
    </message>
    <message>
        <source>The engine returned no legal move.</source>
        <translation>इन्जिनले कुनै नियमसम्मत चाल दिएन।</translation>
    </message>
    <message>
        <source>%1&apos;s move %2 is not legal here: it was not played.</source>
        <translation>%1 को चाल %2 यहाँ नियमसम्मत छैन: यो चालिएन।</translation>
    </message>
    <message>
        <source>%1&apos;s game is not the one on the board: it was not followed.</source>
        <translation>%1 को खेल बोर्डमा भएको खेल होइन: यसलाई पछ्याइएन।</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>Goats in hand</source>
        <translation>राख्न बाँकी बाख्रा</translation>
    </message>
    <message>
        <source>Goats captured</source>
        <translation>मारिएका बाख्रा</translation>
    </message>
    <message>
        <source>Blocked tigers</source>
        <translation>थुनिएका बाघ</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>म्याच</translation>
    </message>
    <message>
        <source>Type a move: C1 or E1D1</source>
        <translation>चाल टाइप गर्नुहोस्: C1 वा E1D1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>चालहरू</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>निष्क्रिय</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>इन्जिन</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>खेल सकियो</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1को चाल</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 सोच्दै छ…</translation>
    </message>
    <message>
        <source>Game %1 of 2 · %2: %3 · %5: %4</source>
        <translation>२ मध्ये खेल %1 · %2: %3 · %5: %4</translation>
    </message>
    <message>
        <source>Depth %1 · %2</source>
        <translation>गहिराइ %1 · %2</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>सोच्दै…</translation>
    </message>
    <message>
        <source>Click a move to see the position after it</source>
        <translation>चालपछिको स्थिति हेर्न चालमा क्लिक गर्नुहोस्</translation>
    </message>
    <message>
        <source>Expects: %1</source>
        <translation>अपेक्षित: %1</translation>
    </message>
    <message>
        <source>%1 of %2 goats captured</source>
        <translation>%2 मध्ये %1 बाख्रा मारिए</translation>
    </message>
    <message>
        <source>%1: waits while analysis is on; you may move for it</source>
        <translation>%1: विश्लेषण चालु रहँदा पर्खन्छ; तपाईं यसको चाल चल्न सक्नुहुन्छ</translation>
    </message>
    <message>
        <source>%1: waits while an earlier position is shown</source>
        <translation>%1: अघिल्लो स्थिति देखाइँदा पर्खन्छ</translation>
    </message>
    <message>
        <source>%1: paused</source>
        <translation>%1: रोकिएको</translation>
    </message>
    <message>
        <source>Type a move: 12 or 3-9</source>
        <translation>चाल टाइप गर्नुहोस्: 12 वा 3-9</translation>
    </message>
    <message>
        <source>%1 of %2 tigers blocked</source>
        <translation>%2 मध्ये %1 बाघ थुनिए</translation>
    </message>
    <message>
        <source>%1: %2 left</source>
        <translation>%1: %2 बाँकी</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>चाल टाइप गर्नुहोस्</translation>
    </message>
    <message>
        <source>Clear the move</source>
        <translation>चाल मेटाउनुहोस्</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Play Over the Internet</source>
        <translation>इन्टरनेटमा खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Sign in with an XMPP address (a free account on any public server will do) to play your contacts wherever they are. No port is opened on this computer.</source>
        <translation>आफ्ना सम्पर्कहरू जहाँ भए पनि उनीहरूसँग खेल्न XMPP ठेगानाले साइन इन गर्नुहोस् (कुनै पनि सार्वजनिक सर्भरको निःशुल्क खाताले हुन्छ)। यो कम्प्युटरमा कुनै पोर्ट खोलिँदैन।</translation>
    </message>
    <message>
        <source>name@example.org</source>
        <translation>name@example.org</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>ठेगाना</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>पासवर्ड</translation>
    </message>
    <message>
        <source>&amp;Create this account on the server</source>
        <translation>सर्भरमा यो खाता बनाउनुहोस्</translation>
    </message>
    <message>
        <source>&amp;Keep the password in the keyring</source>
        <translation>पासवर्ड किरिङमा राख्नुहोस्</translation>
    </message>
    <message>
        <source>the address&apos;s own server</source>
        <translation>ठेगानाकै सर्भर</translation>
    </message>
    <message>
        <source>Where to connect, as host or host:port, if not the address&apos;s own server. The certificate is still checked for the address&apos;s domain.</source>
        <translation>ठेगानाकै सर्भर होइन भने कहाँ जोड्ने, host वा host:port का रूपमा। प्रमाणपत्र भने ठेगानाकै डोमेनका लागि जाँचिन्छ।</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>सर्भर</translation>
    </message>
    <message>
        <source>only the system&apos;s</source>
        <translation>प्रणालीका मात्र</translation>
    </message>
    <message>
        <source>A certificate authority to trust beside the system&apos;s (PEM), for a server of your own.</source>
        <translation>आफ्नै सर्भरका लागि, प्रणालीका बाहेक भरोसा गर्ने प्रमाणपत्र अधिकारी (PEM)।</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>खोज्नुहोस्…</translation>
    </message>
    <message>
        <source>Au&amp;thority</source>
        <translation>अधिकारी</translation>
    </message>
    <message>
        <source>Sign &amp;In</source>
        <translation>साइन इन</translation>
    </message>
    <message>
        <source>Certificate Authority</source>
        <translation>प्रमाणपत्र अधिकारी</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt)</source>
        <translation>प्रमाणपत्रहरू (*.pem *.crt)</translation>
    </message>
    <message>
        <source>Type the address as name@server, for example alice@example.org.</source>
        <translation>ठेगाना name@server का रूपमा लेख्नुहोस्, जस्तै alice@example.org।</translation>
    </message>
    <message>
        <source>Type the password.</source>
        <translation>पासवर्ड लेख्नुहोस्।</translation>
    </message>
    <message>
        <source>The server&apos;s port must be a number from 1 to 65535.</source>
        <translation>सर्भरको पोर्ट १ देखि ६५५३५ सम्मको सङ्ख्या हुनुपर्छ।</translation>
    </message>
    <message>
        <source>Signing in to %1…</source>
        <translation>%1 मा साइन इन हुँदै…</translation>
    </message>
    <message>
        <source>%1 Trying again…</source>
        <translation>%1 फेरि प्रयास गर्दै…</translation>
    </message>
    <message>
        <source>The authority file %1 cannot be read.</source>
        <translation>प्रमाणपत्र अधिकारीको फाइल %1 पढ्न सकिएन।</translation>
    </message>
</context>
<context>
    <name>SolveDialog</name>
    <message>
        <source>Solve the Whole Game</source>
        <translation>पूरै खेल हल गर्नुहोस्</translation>
    </message>
    <message>
        <source>Disk space:</source>
        <translation>डिस्क ठाउँ:</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>मेमोरी:</translation>
    </message>
    <message>
        <source>about 1.3 GB while solving</source>
        <translation>हल गर्दा करिब १.३ GB</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>समय:</translation>
    </message>
    <message>
        <source>about 5–10 minutes on two cores, using every core</source>
        <translation>दुई कोरमा करिब ५–१० मिनेट, सबै कोर प्रयोग गरेर</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>फोल्डर:</translation>
    </message>
    <message>
        <source>You can cancel at any time: the layers finished so far are kept, and the next start continues from there.</source>
        <translation>जुनसुकै बेला रद्द गर्न सकिन्छ: अहिलेसम्म सकिएका तहहरू राखिन्छन्, र अर्को पटक सुरु गर्दा त्यहीँबाट अघि बढ्छ।</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>सुरु गर्नुहोस्</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बन्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>The whole game is solved. Solve Again computes every layer anew.</source>
        <translation>पूरै खेल हल भइसकेको छ। «फेरि हल गर्नुहोस्» ले हरेक तह नयाँ गरी गणना गर्छ।</translation>
    </message>
    <message>
        <source>Solve Again</source>
        <translation>फेरि हल गर्नुहोस्</translation>
    </message>
    <message>
        <source>%1 of %2 layers are solved; the solve continues with layer %3.</source>
        <translation>%2 मध्ये %1 तह हल भइसकेका छन्; अब तह %3 बाट अघि बढ्छ।</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>जारी राख्नुहोस्</translation>
    </message>
    <message>
        <source>Checking the folder and the files already there…</source>
        <translation>फोल्डर र त्यहाँ भइसकेका फाइलहरू जाँच्दै…</translation>
    </message>
    <message>
        <source>Stopping; the finished layers are kept…</source>
        <translation>रोकिँदैछ; सकिएका तहहरू राखिन्छन्…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>रोकिँदैछ…</translation>
    </message>
    <message>
        <source>Solving layer %1… (%2 of %3 layers done)</source>
        <translation>तह %1 हल गर्दै… (%3 मध्ये %2 तह सकिए)</translation>
    </message>
    <message>
        <source>Done: every layer is solved. The analysis uses the new tables now.</source>
        <translation>सकियो: हरेक तह हल भयो। विश्लेषणले अब नयाँ तालिका प्रयोग गर्छ।</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 layers are solved; Continue picks up with layer %3.</source>
        <translation>रोकियो: %2 मध्ये %1 तह हल भएका छन्; «जारी राख्नुहोस्» ले तह %3 बाट सुरु गर्छ।</translation>
    </message>
    <message>
        <source>The solve stopped with an error: %1</source>
        <translation>त्रुटिका कारण हल गर्ने काम रोकियो: %1</translation>
    </message>
    <message>
        <source>Elapsed %1</source>
        <translation>बितेको समय %1</translation>
    </message>
    <message>
        <source>Not solved yet: %1 layers to solve.</source>
        <translation>अझै हल भएको छैन: हल गर्न %1 तह बाँकी।</translation>
    </message>
    <message>
        <source>about %1 MB</source>
        <translation>करिब %1 MB</translation>
    </message>
    <message>
        <source>Bagh-Chal</source>
        <translation>बाघचाल</translation>
    </message>
    <message>
        <source>Lambs and Tigers</source>
        <translation>पाठा र बाघ</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>खेल:</translation>
    </message>
    <message>
        <source>The tables of Lambs and Tigers differ with the house rule</source>
        <translation>पाठा र बाघका तालिका घरेलु नियमअनुसार फरक हुन्छन्</translation>
    </message>
    <message>
        <source>&amp;Tigers win at:</source>
        <translation>बाघ जित्ने बेला:</translation>
    </message>
    <message>
        <source>about %1 MB while solving</source>
        <translation>हल गर्दा करिब %1 MB</translation>
    </message>
    <message>
        <source>%1 of %2 layers are solved and part of layer %3; the solve continues there.</source>
        <translation>%2 मध्ये %1 तह र तह %3 को केही भाग हल भइसकेका छन्; अब त्यहीँबाट अघि बढ्छ।</translation>
    </message>
    <message>
        <source>Solving layers %1 and %2, every position once all goats are placed… (%3 of %4 layers done)</source>
        <translation>तह %1 र %2 हल गर्दै, सबै बाख्रा राखिसकेपछिका हरेक स्थिति… (%4 मध्ये %3 तह सकिए)</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 layers are solved and part of layer %3; Continue picks up there.</source>
        <translation>रोकियो: %2 मध्ये %1 तह र तह %3 को केही भाग हल भएका छन्; «जारी राख्नुहोस्» ले त्यहीँबाट सुरु गर्छ।</translation>
    </message>
    <message>
        <source>about %1–%2 minutes on two cores, using every core</source>
        <translation>दुई कोरमा करिब %1–%2 मिनेट, सबै कोर प्रयोग गरेर</translation>
    </message>
    <message>
        <source>Layer %1 solved in %2 seconds.</source>
        <translation>तह %1, %2 सेकेन्डमा हल भयो।</translation>
    </message>
    <message>
        <source>about %1 more minutes at the pace so far</source>
        <translation>अहिलेसम्मको गतिमा करिब %1 मिनेट अझै</translation>
    </message>
    <message>
        <source>The computer works out whether each position of the placement phase is a win, a draw or a loss, in 40 layers from the last goat placed back to the first move. Afterwards the analysis and the top level are exact from the first move: the top level is then called Perfect.</source>
        <translation>बाख्रा राख्ने चरणको हरेक स्थिति जित हो, बराबरी हो वा हार हो भनेर कम्प्युटरले अन्तिम बाख्रा राखेपछिदेखि पहिलो चालसम्म पछाडितिर ४० तहमा गणना गर्छ। त्यसपछि विश्लेषण र सबैभन्दा माथिल्लो स्तर पहिलो चालदेखि नै यकिन हुन्छन्: त्यो स्तरलाई त्यसपछि सिद्ध भनिन्छ।</translation>
    </message>
    <message>
        <source>The computer works out whether each position of Lambs and Tigers is a win, a draw or a loss under the rule chosen, in %1 layers: first with every goat placed, then back to the first move. Afterwards the analysis and the top level are exact from the first move: the top level is then called Perfect.</source>
        <translation>छानिएको नियममा पाठा र बाघको हरेक स्थिति जित हो, बराबरी हो वा हार हो भनेर कम्प्युटरले %1 तहमा गणना गर्छ: पहिले सबै बाख्रा राखिसकेपछिका स्थिति, अनि पछाडितिर पहिलो चालसम्म। त्यसपछि विश्लेषण र सबैभन्दा माथिल्लो स्तर पहिलो चालदेखि नै यकिन हुन्छन्: त्यो स्तरलाई त्यसपछि सिद्ध भनिन्छ।</translation>
    </message>
</context>
<context>
    <name>SolveRunner</name>
    <message>
        <source>Damaged file, not used: %1</source>
        <translation>बिग्रिएको फाइल, प्रयोग गरिएन: %1</translation>
    </message>
    <message>
        <source>Damaged, will be solved again: %1</source>
        <translation>बिग्रिएको छ, फेरि हल गरिन्छ: %1</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created: %2.</source>
        <translation>फोल्डर %1 बनाउन सकिएन: %2।</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to.</source>
        <translation>फोल्डर %1 मा लेख्न सकिँदैन।</translation>
    </message>
    <message>
        <source>Not enough free disk space in %1: the solve needs about %2 GB, %3 GB are free.</source>
        <translation>%1 मा पर्याप्त खाली डिस्क ठाउँ छैन: हल गर्न करिब %2 GB चाहिन्छ, %3 GB मात्र खाली छ।</translation>
    </message>
    <message>
        <source>The endgame database, needed for the last layer, was not found.</source>
        <translation>अन्तिम तहका लागि चाहिने अन्त्यखेल डाटाबेस भेटिएन।</translation>
    </message>
    <message>
        <source>The endgame database, needed for the last layer, cannot be read: %1</source>
        <translation>अन्तिम तहका लागि चाहिने अन्त्यखेल डाटाबेस पढ्न सकिएन: %1</translation>
    </message>
</context>
<context>
    <name>SolveTools</name>
    <message>
        <source>&amp;Tools</source>
        <translation>औजार</translation>
    </message>
    <message>
        <source>&amp;Solve the Whole Game…</source>
        <translation>पूरै खेल हल गर्नुहोस्…</translation>
    </message>
    <message>
        <source>The whole game is solved: the new tables are in use.</source>
        <translation>पूरै खेल हल भयो: अब नयाँ तालिका प्रयोगमा छन्।</translation>
    </message>
    <message>
        <source>Stop solving?</source>
        <translation>हल गर्न रोक्ने?</translation>
    </message>
    <message>
        <source>The whole game is being solved. Stop and quit? The layers finished so far are kept, and the next solve continues from there.</source>
        <translation>पूरै खेल हल हुँदैछ। रोकेर बन्द गर्ने? अहिलेसम्म सकिएका तहहरू राखिन्छन्, र अर्को पटक त्यहीँबाट हल गर्न थालिन्छ।</translation>
    </message>
    <message>
        <source>Stopping the solve; the window closes in a moment.</source>
        <translation>हल गर्ने काम रोकिँदैछ; सञ्झ्याल केही बेरमा बन्द हुन्छ।</translation>
    </message>
    <message>
        <source>Compute exact values for every position of Bagh-Chal&apos;s placement phase, or of Lambs and Tigers</source>
        <translation>बाघचालको बाख्रा राख्ने चरण वा पाठा र बाघका हरेक स्थितिको यकिन मान गणना गर्नुहोस्</translation>
    </message>
    <message>
        <source>Lambs and Tigers is solved under this rule: the new tables are in use.</source>
        <translation>यो नियममा पाठा र बाघ हल भयो: अब नयाँ तालिका प्रयोगमा छन्।</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>तथ्याङ्क</translation>
    </message>
    <message>
        <source>Your games against the computer, by its level and by the side you played. A game counts when it ends on the board.</source>
        <translation>कम्प्युटरसँगका तपाईंका खेल, यसको स्तर र तपाईंले खेलेको पक्ष अनुसार। खेल बोर्डमै सकिएपछि मात्र गनिन्छ।</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>स्तर</translation>
    </message>
    <message>
        <source>As goats</source>
        <translation>बाख्रा भएर</translation>
    </message>
    <message>
        <source>As tigers</source>
        <translation>बाघ भएर</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जित</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>हार</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>सबै स्तर</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No games yet: play one against the computer (Game ▸ New Game).</source>
        <translation>अहिलेसम्म कुनै खेल छैन: कम्प्युटरसँग एउटा खेल्नुहोस् (खेल ▸ नयाँ खेल)।</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>शून्यमा फर्काउनुहोस्…</translation>
    </message>
    <message>
        <source>Forget every game counted here</source>
        <translation>यहाँ गनिएका सबै खेल बिर्सनुहोस्</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>तथ्याङ्क शून्यमा फर्काउने</translation>
    </message>
    <message>
        <source>Forget all your results against the computer? This cannot be undone.</source>
        <translation>कम्प्युटरसँगका तपाईंका सबै नतिजा बिर्सने? यो फेरि फर्काउन सकिँदैन।</translation>
    </message>
    <message>
        <source>The tutor has given no warning yet (Game ▸ New Game: Tutor).</source>
        <translation>शिक्षकले अहिलेसम्म कुनै चेतावनी दिएको छैन (खेल ▸ नयाँ खेल: शिक्षक)।</translation>
    </message>
    <message>
        <source>Warnings from the tutor: %1. Moves taken back after one: %2.</source>
        <translation>शिक्षकका चेतावनी: %1। चेतावनीपछि फिर्ता लिइएका चाल: %2।</translation>
    </message>
</context>
<context>
    <name>StudyTools</name>
    <message>
        <source>Play from here?</source>
        <translation>यहाँबाट खेल्ने?</translation>
    </message>
    <message>
        <source>Position loaded.</source>
        <translation>स्थिति लोड भयो।</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>पछाडि</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>अगाडि</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>अन्तिम स्थिति</translation>
    </message>
    <message>
        <source>Position not loaded</source>
        <translation>स्थिति लोड भएन</translation>
    </message>
    <message numerus="yes">
        <source>Playing a move here drops the %Ln later move(s) of this game.</source>
        <translation>
            <numerusform>यहाँ चाल चल्दा यो खेलका पछिल्ला %Ln चाल हट्छन्।</numerusform>
            <numerusform>यहाँ चाल चल्दा यो खेलका पछिल्ला %Ln चाल हट्छन्।</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy Position</source>
        <translation>स्थिति प्रतिलिपि</translation>
    </message>
    <message>
        <source>Position copied: %1</source>
        <translation>स्थिति प्रतिलिपि भयो: %1</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>पूरै खेल प्रतिलिपि</translation>
    </message>
    <message>
        <source>The whole game is copied.</source>
        <translation>पूरै खेल प्रतिलिपि भयो।</translation>
    </message>
    <message>
        <source>&amp;Paste Position or Game</source>
        <translation>स्थिति वा खेल टाँस्नुहोस्</translation>
    </message>
    <message>
        <source>The clipboard holds no position or game.</source>
        <translation>क्लिपबोर्डमा कुनै स्थिति वा खेल छैन।</translation>
    </message>
    <message>
        <source>Not a game: %1</source>
        <translation>खेल होइन: %1</translation>
    </message>
    <message>
        <source>Game pasted.</source>
        <translation>खेल टाँसियो।</translation>
    </message>
    <message>
        <source>Not a position: %1</source>
        <translation>स्थिति होइन: %1</translation>
    </message>
    <message>
        <source>Position pasted.</source>
        <translation>स्थिति टाँसियो।</translation>
    </message>
    <message>
        <source>Set Up Pos&amp;ition…</source>
        <translation>स्थिति मिलाउनुहोस्…</translation>
    </message>
    <message>
        <source>F&amp;irst Position</source>
        <translation>पहिलो स्थिति</translation>
    </message>
</context>
<context>
    <name>TimeControlEdit</name>
    <message>
        <source>Clocks</source>
        <translation>घडी</translation>
    </message>
    <message>
        <source> min</source>
        <translation> मिनेट</translation>
    </message>
    <message>
        <source>Minutes for each side</source>
        <translation>हरेक पक्षलाई मिनेट</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> सेकेन्ड प्रति चाल</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>हरेक चालपछि थपिने सेकेन्ड</translation>
    </message>
    <message>
        <source>Each side&apos;s time for the whole game, and the seconds added after each move; whose time runs out loses</source>
        <translation>पूरा खेलका लागि हरेक पक्षको समय, र हरेक चालपछि थपिने सेकेन्ड; जसको समय सकिन्छ, ऊ हार्छ</translation>
    </message>
</context>
<context>
    <name>TurnAnnouncer</name>
    <message>
        <source>Tigers captured %1.</source>
        <translation>बाघले %1 खेलेर बाख्रा मार्‍यो।</translation>
    </message>
    <message>
        <source>Goats played %1.</source>
        <translation>बाख्राले %1 खेल्यो।</translation>
    </message>
    <message>
        <source>Tigers played %1.</source>
        <translation>बाघले %1 खेल्यो।</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1।</translation>
    </message>
    <message>
        <source>Goats to move.</source>
        <translation>बाख्राको चाल।</translation>
    </message>
    <message>
        <source>Tigers to move.</source>
        <translation>बाघको चाल।</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>%1: this move gives the win away: the game is only a draw after it.</source>
        <translation>%1: यो चालले जित गुमाउँछ: त्यसपछि खेल बराबरी मात्र हुन्छ।</translation>
    </message>
    <message>
        <source>%1: this move throws the win away and lets the tigers win.</source>
        <translation>%1: यो चालले जित फाल्छ र बाघलाई जिताउँछ।</translation>
    </message>
    <message>
        <source>%1: this move throws the win away and lets the goats win.</source>
        <translation>%1: यो चालले जित फाल्छ र बाख्रालाई जिताउँछ।</translation>
    </message>
    <message>
        <source>%1: this move lets the tigers win.</source>
        <translation>%1: यो चालले बाघलाई जिताउँछ।</translation>
    </message>
    <message>
        <source>%1: this move lets the goats win.</source>
        <translation>%1: यो चालले बाख्रालाई जिताउँछ।</translation>
    </message>
    <message numerus="yes">
        <source>With best play the tigers need %Ln moves.</source>
        <translation>
            <numerusform>उत्तम खेलमा बाघलाई %Ln चाल चाहिन्छ।</numerusform>
            <numerusform>उत्तम खेलमा बाघलाई %Ln चाल चाहिन्छ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With best play the goats need %Ln moves.</source>
        <translation>
            <numerusform>उत्तम खेलमा बाख्रालाई %Ln चाल चाहिन्छ।</numerusform>
            <numerusform>उत्तम खेलमा बाख्रालाई %Ln चाल चाहिन्छ।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorBar</name>
    <message>
        <source>The tutor&apos;s warning</source>
        <translation>शिक्षकको चेतावनी</translation>
    </message>
    <message>
        <source>Take It &amp;Back</source>
        <translation>फिर्ता लिनुहोस्</translation>
    </message>
    <message>
        <source>&amp;Play It Anyway</source>
        <translation>तैपनि खेल्नुहोस्</translation>
    </message>
    <message>
        <source>Leave the position as it was (%1)</source>
        <translation>स्थिति जस्तो थियो त्यस्तै राख्नुहोस् (%1)</translation>
    </message>
    <message>
        <source>Play the move after all (%1)</source>
        <translation>तैपनि चाल खेल्नुहोस् (%1)</translation>
    </message>
</context>
<context>
    <name>TutorialDialog</name>
    <message>
        <source>Learn to Play</source>
        <translation>खेल्न सिक्नुहोस्</translation>
    </message>
    <message>
        <source>Previous Lesson</source>
        <translation>अघिल्लो पाठ</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>फेरि प्रयास गर्नुहोस्</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बन्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Lesson %1 of %2 · step %3 of %4</source>
        <translation>पाठ %1 / %2 · चरण %3 / %4</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>सकाउनुहोस्</translation>
    </message>
    <message>
        <source>Press Try Again.</source>
        <translation>«फेरि प्रयास गर्नुहोस्» थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>The first step of the lesson before</source>
        <translation>अघिल्लो पाठको पहिलो चरण</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>अघिल्लो चरण</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>अर्को चरण</translation>
    </message>
    <message>
        <source>Next Lesson</source>
        <translation>अर्को पाठ</translation>
    </message>
    <message>
        <source>Done: press %1.</source>
        <translation>भयो: %1 थिच्नुहोस्।</translation>
    </message>
    <message>
        <source>Do this step on the board to go on.</source>
        <translation>अगाडि बढ्न यो चरण बोर्डमा गर्नुहोस्।</translation>
    </message>
</context>
<context>
    <name>ValueWords</name>
    <message>
        <source>%1, by the computer&apos;s estimate</source>
        <translation>%1, कम्प्युटरको अनुमानमा</translation>
    </message>
    <message>
        <source>Grand win for the goats: Dandee</source>
        <translation>बाख्राको ठूलो जित: डण्डी</translation>
    </message>
    <message>
        <source>Grand win for the tigers: Locked goats</source>
        <translation>बाघको ठूलो जित: थुनिएका बाख्रा</translation>
    </message>
    <message>
        <source>Tigers win</source>
        <translation>बाघ जिते</translation>
    </message>
    <message>
        <source>Goats win</source>
        <translation>बाख्रा जिते</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>win</source>
        <translation>जित</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>हार</translation>
    </message>
    <message>
        <source>goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>%1 for the %2</source>
        <translation>%2का लागि %1</translation>
    </message>
    <message>
        <source>Goats</source>
        <translation>बाख्रा</translation>
    </message>
    <message>
        <source>Tigers</source>
        <translation>बाघ</translation>
    </message>
    <message>
        <source>%1 win with best play</source>
        <translation>उत्तम खेलमा %1 जित्छन्</translation>
    </message>
    <message>
        <source>%1 winning, by the computer&apos;s estimate</source>
        <translation>कम्प्युटरको अनुमानमा %1 जित्दैछन्</translation>
    </message>
    <message>
        <source>%1 clearly better</source>
        <translation>%1 स्पष्ट रूपमा राम्रो स्थितिमा</translation>
    </message>
    <message>
        <source>%1 slightly better</source>
        <translation>%1 अलि राम्रो स्थितिमा</translation>
    </message>
    <message>
        <source>About even</source>
        <translation>लगभग बराबर</translation>
    </message>
    <message>
        <source>likely win</source>
        <translation>सम्भवतः जित</translation>
    </message>
    <message>
        <source>likely loss</source>
        <translation>सम्भवतः हार</translation>
    </message>
    <message>
        <source>likely draw</source>
        <translation>सम्भवतः बराबरी</translation>
    </message>
    <message numerus="yes">
        <source>win in %Ln move(s)</source>
        <translation>
            <numerusform>%Ln चालमा जित</numerusform>
            <numerusform>%Ln चालमा जित</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %Ln move(s)</source>
        <translation>
            <numerusform>%Ln चालमा हार</numerusform>
            <numerusform>%Ln चालमा हार</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw with best play</source>
        <translation>उत्तम खेलमा बराबरी</translation>
    </message>
    <message numerus="yes">
        <source>%1 win in %Ln move(s)</source>
        <translation>
            <numerusform>%1 %Ln चालमा जित्छन्</numerusform>
            <numerusform>%1 %Ln चालमा जित्छन्</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 win</source>
        <translation>%1 जित्छन्</translation>
    </message>
    <message>
        <source>Certain: this is the result if both sides play their best.</source>
        <translation>निश्चित: दुवै पक्षले उत्तम खेले यही नतिजा हुन्छ।</translation>
    </message>
    <message>
        <source>The computer&apos;s estimate: not certain yet.</source>
        <translation>कम्प्युटरको अनुमान: अझै निश्चित छैन।</translation>
    </message>
    <message>
        <source>proven</source>
        <translation>प्रमाणित</translation>
    </message>
    <message>
        <source>estimate, score %1</source>
        <translation>अनुमान, अङ्क %1</translation>
    </message>
    <message>
        <source>W</source>
        <comment>board badge: a win for the side making the move</comment>
        <translation>जि</translation>
    </message>
    <message>
        <source>L</source>
        <comment>board badge: a loss for the side making the move</comment>
        <translation>हा</translation>
    </message>
    <message>
        <source>D</source>
        <comment>board badge: a draw</comment>
        <translation>ब</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>बराबरी</translation>
    </message>
    <message>
        <source>the computer&apos;s estimate, not certain</source>
        <translation>कम्प्युटरको अनुमान, निश्चित होइन</translation>
    </message>
</context>
<context>
    <name>WatchSeat</name>
    <message>
        <source>You are watching this game: only its players move.</source>
        <translation>तपाईं यो खेल हेर्दै हुनुहुन्छ: यसका खेलाडीले मात्र चाल चल्छन्।</translation>
    </message>
</context>
<context>
    <name>XmppLineChannel</name>
    <message>
        <source>XMPP: TLS from each player to their server and between the servers</source>
        <translation>XMPP: हरेक खेलाडीदेखि उसको सर्भरसम्म र सर्भरहरूबीच TLS</translation>
    </message>
</context>
<context>
    <name>XmppWords</name>
    <message>
        <source>it is not signed by an authority this computer trusts (issuer: %1)</source>
        <translation>यसमा यो कम्प्युटरले भरोसा गर्ने अधिकारीको हस्ताक्षर छैन (जारीकर्ता: %1)</translation>
    </message>
    <message>
        <source>its signer is not an authority</source>
        <translation>यसको हस्ताक्षरकर्ता अधिकारी होइन</translation>
    </message>
    <message>
        <source>it is not for %1 (it names %2)</source>
        <translation>यो %1 का लागि होइन (यसले %2 भन्छ)</translation>
    </message>
    <message>
        <source>it has expired</source>
        <translation>यसको म्याद सकिएको छ</translation>
    </message>
    <message>
        <source>it is not valid yet</source>
        <translation>यो अझै मान्य भएको छैन</translation>
    </message>
    <message>
        <source>it has been revoked</source>
        <translation>यो रद्द गरिएको छ</translation>
    </message>
    <message>
        <source>it could not be checked</source>
        <translation>यो जाँच्न सकिएन</translation>
    </message>
    <message>
        <source>The server&apos;s certificate for %1 is refused: %2.</source>
        <translation>%1 को सर्भरको प्रमाणपत्र अस्वीकार गरियो: %2।</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>The server refused the address or the password.</source>
        <translation>सर्भरले ठेगाना वा पासवर्ड अस्वीकार गर्‍यो।</translation>
    </message>
    <message>
        <source>The server does not offer encryption, so nothing was sent.</source>
        <translation>सर्भरले इन्क्रिप्सन दिँदैन, त्यसैले केही पठाइएन।</translation>
    </message>
    <message>
        <source>The encryption with the server failed.</source>
        <translation>सर्भरसँगको इन्क्रिप्सन असफल भयो।</translation>
    </message>
    <message>
        <source>The server offers no way to sign in that this program knows.</source>
        <translation>सर्भरले यो प्रोग्रामले चिनेको साइन इन गर्ने कुनै तरिका दिँदैन।</translation>
    </message>
    <message>
        <source>The server speaks another version of XMPP.</source>
        <translation>सर्भरले XMPP को अर्कै संस्करण बोल्छ।</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>साइन आउट भयो।</translation>
    </message>
    <message>
        <source>The connection to the server ended.</source>
        <translation>सर्भरसँगको जडान टुट्यो।</translation>
    </message>
    <message>
        <source>The server has an account of that name already.</source>
        <translation>सर्भरमा त्यो नामको खाता पहिल्यै छ।</translation>
    </message>
    <message>
        <source>The server does not let new accounts register here.</source>
        <translation>सर्भरले यहाँ नयाँ खाता दर्ता गर्न दिँदैन।</translation>
    </message>
    <message>
        <source>The server refused the new account.</source>
        <translation>सर्भरले नयाँ खाता अस्वीकार गर्‍यो।</translation>
    </message>
    <message>
        <source>The server of %1 cannot be reached (%2).</source>
        <translation>%1 को सर्भरमा पुग्न सकिएन (%2)।</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Bagh-Chal</source>
        <translation>बाघचाल</translation>
    </message>
</context>
</TS>
