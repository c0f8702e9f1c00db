<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Nepali for the texts Qt itself shows (dialog buttons, the file dialog), which Debian ships no
     qtbase translation for. Compiled with lrelease only: lupdate never sees these contexts. -->
<TS version="2.1" language="ne_NP">
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक छ</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सुरक्षित गर्नुहोस्</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>सबै सुरक्षित गर्नुहोस्</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोल्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हो</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>सबैलाई हो</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>होइन</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>सबैलाई होइन</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>त्याग्नुहोस्</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फेरि प्रयास गर्नुहोस्</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>बेवास्ता गर्नुहोस्</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बन्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द गर्नुहोस्</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>खारेज गर्नुहोस्</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू गर्नुहोस्</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रिसेट गर्नुहोस्</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>पूर्वनिर्धारित फर्काउनुहोस्</translation>
    </message>
    <message>
        <source>Don't Save</source>
        <translation>सुरक्षित नगर्नुहोस्</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>यहाँ हेर्नुहोस्:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>फाइलको नाम:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>फाइलको प्रकार:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>खोल्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सुरक्षित गर्नुहोस्</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>छान्नुहोस्</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>पछाडि</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>अगाडि</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>माथिको फोल्डर</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>नयाँ फोल्डर बनाउनुहोस्</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>सूची दृश्य</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>विस्तृत दृश्य</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>हालैका ठाउँ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोल्नुहोस्</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>यस रूपमा सुरक्षित गर्नुहोस्</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>सबै फाइल (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>नयाँ फोल्डर</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>नयाँ फोल्डर</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>मेटाउनुहोस्</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>नाम फेर्नुहोस्</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>लुकेका फाइल देखाउनुहोस्</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>परिवर्तन मिति</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>मेरो कम्प्युटर</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>कम्प्युटर</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>फोल्डर</translation>
    </message>
    <message>
        <source>File</source>
        <translation>फाइल</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ड्राइभ</translation>
    </message>
</context>
</TS>
