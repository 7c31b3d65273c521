package co.travesia.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
