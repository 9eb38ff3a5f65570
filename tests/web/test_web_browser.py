"""End to end in a real browser: Debian's headless Chromium driven by Selenium through /usr/bin/chromedriver.

The server runs as `legality serve` on a free loopback port and is stopped after the module. Waits are
generous (a shared 2-core machine); every wait names what it waits for.
"""
import json
import os
import subprocess
import sys

import pytest

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
    if os.environ.get("CI"):      # CI installs them (.ci/run): there, a missing browser is a failure, not a skip
        raise RuntimeError("Debian's chromium and chromium-driver are missing although .ci/run installs them")
    pytest.skip("Debian's chromium and chromium-driver are not installed (.ci/run installs them)",
                allow_module_level=True)

from selenium import webdriver                                         # noqa: E402
from selenium.webdriver.chrome.service import Service                 # noqa: E402
from selenium.common.exceptions import StaleElementReferenceException  # noqa: E402
from selenium.webdriver.common.by import By                            # noqa: E402
from selenium.webdriver.support.select import Select                   # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait                # noqa: E402

from legality.web.local import local_server                           # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "legality", "scenarios")
WAIT = 60
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run")


@pytest.fixture(scope="module")
def server():
    with local_server("--workers", "1", "--time-limit", "60", cwd=ROOT) as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in FLAGS:
        opts.add_argument(flag)
    # a phone's width: the page must work at 390 px
    opts.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    driver.set_page_load_timeout(WAIT)
    try:
        yield driver
    finally:
        driver.quit()


def wait(driver, what, cond):
    """Until `cond` is true; an element re-rendered meanwhile (stale) is looked up again on the next poll."""
    return WebDriverWait(driver, WAIT, poll_frequency=0.2, ignored_exceptions=(StaleElementReferenceException,)
                         ).until(lambda d: cond(d), message=what)


def click(driver, what, css):
    def go(d):
        found = d.find_elements(By.CSS_SELECTOR, css)
        if found:
            found[0].click()
            return True
        return False
    wait(driver, what, go)


def act(driver, what, fn):
    """Do `fn` once it succeeds: an element re-rendered between finding and using it is found again."""
    def go(_d):
        fn()
        return True
    wait(driver, what, go)


def add_card(driver, name):
    box = driver.find_element(By.ID, "card-search")
    box.clear()
    box.send_keys(name)
    click(driver, f"suggestion {name}", f'#suggestions li[data-name="{name}"]')
    return wait(driver, f"card {name} in the composer",
                lambda d: [f for f in d.find_elements(By.CSS_SELECTOR, "fieldset.card")
                           if f.find_element(By.TAG_NAME, "legend").text.startswith(name)])[0]


def card_select(fieldset, label):
    for lab in fieldset.find_elements(By.TAG_NAME, "label"):
        if lab.text.split("\n")[0].strip() == label:
            return lab.find_element(By.CSS_SELECTOR, "select, input")
    raise AssertionError(f"no field {label!r}")


def rule_and_read(driver):
    driver.find_element(By.ID, "rule").click()
    wait(driver, "the ruling", lambda d: d.find_elements(By.CSS_SELECTOR, "#result section.ruling")
         or d.find_elements(By.CSS_SELECTOR, "#result .error"))
    errors = driver.find_elements(By.CSS_SELECTOR, "#result .error")
    assert not errors, errors[0].text
    out = []
    for sec in driver.find_elements(By.CSS_SELECTOR, "#result section.ruling"):
        cites = [b.text for b in sec.find_elements(By.CSS_SELECTOR, ".cites button.rule")]
        reasons = [b.text for b in sec.find_elements(By.CSS_SELECTOR, ".reason button.rule")]
        out.append({"edition": sec.get_attribute("data-edition"), "verdict": sec.get_attribute("data-verdict"),
                    "cites": cites, "reason_rules": reasons})
    return out


def test_compose_archmage_and_joker_read_verdict_and_rules(server, browser, tmp_path):
    d = browser
    d.get(server + "/")
    wait(d, "the page ready", lambda d: d.find_element(By.ID, "app").get_attribute("data-ready") == "true")
    assert "title:" in d.find_element(By.ID, "yaml").get_property("value")
    Select(d.find_element(By.ID, "edition")).select_by_value("classic-b")
    title = d.find_element(By.ID, "title")
    title.send_keys("Архимаг разрешает, Джокер не может")
    joker = add_card(d, "Джокер")
    assert "Не может накапливать или получать фишки" in joker.find_element(By.CLASS_NAME, "card-text").text
    add_card(d, "Архимаг")
    joker = lambda: d.find_elements(By.CSS_SELECTOR, "fieldset.card")[0]   # noqa: E731 — re-found after each re-render
    act(d, "Джокер to the second player", lambda: Select(card_select(joker(), "Чья")).select_by_value("second"))
    # Архимаг's permission laid on Джокер after Джокер entered play
    act(d, "an effect on Джокер", lambda: joker().find_element(By.CLASS_NAME, "add-effect").click())
    act(d, "its source", lambda: Select(joker().find_element(By.CLASS_NAME, "effect-source")).select_by_value("arhimag"))
    act(d, "its feature", lambda: Select(joker().find_element(By.CLASS_NAME, "effect-feature"))
        .select_by_value("enemies-accumulate"))

    def timestamp():
        ts = joker().find_element(By.CLASS_NAME, "effect-timestamp")
        ts.clear()
        ts.send_keys("5\t")
    act(d, "its timestamp", timestamp)
    # both on the board
    for i, cell in ((0, "2,3"), (1, "4,3")):
        act(d, f"card {i} to be placed",
            lambda: d.find_elements(By.CSS_SELECTOR, "fieldset.card")[i].find_element(By.CLASS_NAME, "place").click())
        click(d, f"cell {cell}", f'#board button[data-cell="{cell}"]')
    wait(d, "Джокер on the board",
         lambda d: d.find_element(By.CSS_SELECTOR, '#board button[data-cell="2,3"]').text == "dzhoker")
    # a legal question reads the board (legality/board.py): the page warns of nothing, the YAML holds the cells
    assert d.find_element(By.ID, "board-unused").text == ""
    # the question: may Джокер accumulate a token?
    Select(d.find_element(By.ID, "action-kind")).select_by_value("accumulate_token")
    Select(d.find_element(By.ID, "action-source")).select_by_value("dzhoker")
    Select(d.find_element(By.ID, "action-target")).select_by_value("dzhoker")
    d.find_element(By.ID, "action-param").send_keys("1\t")
    d.find_element(By.ID, "question-text").send_keys("Может ли Джокер накопить фишку?\t")
    wait(d, "the YAML with the effect and the question", lambda d: all(
        s in d.find_element(By.ID, "yaml").get_property("value")
        for s in ("feature: enemies-accumulate", "timestamp: 5", "source: dzhoker", "param: 1",
                  "text: Может ли Джокер накопить фишку?")))
    assert "cell: [2, 3]" in d.find_element(By.ID, "yaml").get_property("value")
    (ruling,) = rule_and_read(d)
    assert ruling["edition"] == "classic-b" and ruling["verdict"] == "illegal"
    assert {"classic-b:консервативность.2", "classic-b:525.2"} <= set(ruling["reason_rules"])
    assert d.find_element(By.CSS_SELECTOR, "#result .verdict").text == "незаконно"
    assert "dzhoker / no-tokens «Не может накапливать или получать фишки»" in \
        d.find_element(By.CSS_SELECTOR, "#result .clause").text
    # the rule's Russian text on demand
    d.find_element(By.CSS_SELECTOR, '#result .reason button.rule[data-rule="classic-b:консервативность.2"]').click()
    wait(d, "the rule text", lambda d: d.find_element(By.ID, "rule-text-body").text.strip())
    assert d.find_element(By.ID, "rule-text-id").text == "classic-b:консервативность.2"
    # nothing wider than the phone
    assert d.execute_script("return document.documentElement.scrollWidth") <= 390
    # the permalink reopens the same situation and ruling
    link = d.find_element(By.ID, "permalink").get_attribute("href")
    shot = os.environ.get("LEGALITY_SCREENSHOT") or str(tmp_path / "serve.png")
    d.execute_script("document.getElementById('answer').scrollIntoView()")   # the verdict, the rule's text below
    png = d.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})
    import base64
    with open(shot, "wb") as fh:
        fh.write(base64.b64decode(png["data"]))
    assert os.path.getsize(shot) > 10_000
    d.get(link)
    wait(d, "the permalink's ruling", lambda d: d.find_elements(By.CSS_SELECTOR, "#result section.ruling"))
    sec = d.find_element(By.CSS_SELECTOR, "#result section.ruling")
    assert sec.get_attribute("data-verdict") == "illegal"
    wait(d, "the form filled from the link", lambda d: d.find_element(By.ID, "app").get_attribute("data-ready") == "true")
    assert len(d.find_elements(By.CSS_SELECTOR, "fieldset.card")) == 2


@pytest.mark.parametrize("rel", ["core/joker-archmage-accumulate.yaml",
                                 "attack/classic-2012-same-group-order-matters.yaml",
                                 "chains/bashar-525-2.yaml"])
def test_upload_a_builtin_scenario_same_as_check_json(server, browser, rel):
    d = browser
    path = os.path.join(SCENARIOS, rel)
    d.get(server + "/")
    wait(d, "the page ready", lambda d: d.find_element(By.ID, "app").get_attribute("data-ready") == "true")
    d.find_element(By.ID, "upload").send_keys(path)
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    wait(d, "the uploaded YAML", lambda d: d.find_element(By.ID, "yaml").get_property("value") == text)
    wait(d, "the form filled from the file", lambda d: d.find_elements(By.CSS_SELECTOR, "fieldset.card"))
    page = rule_and_read(d)
    cli = json.loads(subprocess.run([sys.executable, "-m", "legality", "check", "--json", path], cwd=ROOT,
                                    capture_output=True, text=True, timeout=300).stdout)
    assert [(p["edition"], p["verdict"], p["cites"]) for p in page] == \
           [(r["edition"], r["answer"]["verdict"], r["answer"]["cites"]) for r in cli["rulings"]]
